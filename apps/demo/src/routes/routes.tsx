import { requiresLogin } from '@dubkit/sdk-core/account';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { RequireLogin } from './RequireLogin';
import { SiteLayout } from './SiteLayout';
import { type SiteOptions, SiteRoot } from './SiteRoot';

// Every page is its own chunk, so /home loads only the shell and the home page.
const HomePage = lazy(() => import('../pages/HomePage'));
const AnchorsPage = lazy(() => import('../pages/AnchorsPage'));
const SamplesPage = lazy(() => import('../pages/SamplesPage'));
const DrawsPage = lazy(() => import('../pages/DrawsPage'));
const GptPage = lazy(() => import('../pages/GptPage'));
const PromptsPage = lazy(() => import('../pages/PromptsPage'));
const ToolsPage = lazy(() => import('../pages/ToolsPage'));
const inspirationPage = (name: 'InspirationCenterPage' | 'InspirationApplyPage') =>
  lazy(() => import('../pages/InspirationPages').then((module) => ({ default: module[name] as ComponentType })));
const InspirationCenterPage = inspirationPage('InspirationCenterPage');
const InspirationApplyPage = inspirationPage('InspirationApplyPage');
const aiToolsPage = (
  name: 'AiToolsLayoutPage' | 'OcrPage' | 'VideoExtractPage' | 'AudioExtractPage' | 'BlobDownloadPage' | 'RewritePage',
) => lazy(() => import('../pages/AiToolsPages').then((module) => ({ default: module[name] as ComponentType })));
const AiToolsLayoutPage = aiToolsPage('AiToolsLayoutPage');
const OcrPage = aiToolsPage('OcrPage');
const VideoExtractPage = aiToolsPage('VideoExtractPage');
const AudioExtractPage = aiToolsPage('AudioExtractPage');
const BlobDownloadPage = aiToolsPage('BlobDownloadPage');
const RewritePage = aiToolsPage('RewritePage');
const AsrPage = lazy(() => import('../pages/AiToolsPages').then((module) => ({ default: module.AsrPage })));
const CreationCenterPage = lazy(() => import('../pages/CreationCenterPage'));
const CreationPage = lazy(() => import('../pages/CreationPage'));
const AccountLayout = lazy(() => import('../pages/AccountLayout'));
const accountPage = (
  name: 'AccountInfoPage' | 'PasswordPage' | 'TradeFlowPage' | 'InviterBindPage' | 'DictionaryPage',
) => lazy(() => import('../pages/AccountPages').then((module) => ({ default: module[name] as ComponentType })));
const AccountInfoPage = accountPage('AccountInfoPage');
const PasswordPage = accountPage('PasswordPage');
const TradeFlowPage = accountPage('TradeFlowPage');
const InviterBindPage = accountPage('InviterBindPage');
const DictionaryPage = accountPage('DictionaryPage');
const InviteFriendsPage = lazy(() => import('../pages/InviteFriendsPage'));
const DownloadPage = lazy(() => import('../pages/DownloadPage'));
const AboutPage = lazy(() => import('../pages/AboutPage'));
const ProtocolPage = lazy(() => import('../pages/ProtocolPage'));
const PrivacyPage = lazy(() => import('../pages/PrivacyPage'));
const QrLoginPage = lazy(() => import('../pages/QrLoginPage'));
const WxAuthCallbackPage = lazy(() => import('../pages/WxAuthCallbackPage'));

/** A page at a path; a login-only one (sdk-core's `requiresLogin`, as the header's tabs) sends a visitor home. */
const page = (path: string, element: ReactNode, children?: RouteObject[]): RouteObject => ({
  path,
  element: requiresLogin(`/${path}`) ? <RequireLogin>{element}</RequireLogin> : element,
  children,
});

/** The website's routes (spec part 1 §2). Options replace the login storage, brand or transport (tests). */
export function createRoutes(options: SiteOptions = {}): RouteObject[] {
  return [
    {
      // Runs inside the WeChat login frame: no shell, no provider.
      path: '/wxAuthCallback',
      element: (
        <Suspense>
          <WxAuthCallbackPage />
        </Suspense>
      ),
    },
    {
      element: <SiteRoot {...options} />,
      children: [
        {
          element: <SiteLayout />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'home', element: <HomePage /> },
            { path: 'index.html', element: <Navigate to="/home" replace /> },
            page('anchors', <AnchorsPage />),
            page('samples', <SamplesPage />),
            page('draws', <DrawsPage />),
            page('gpt/prompts', <PromptsPage />),
            page('gpt/inspiration', <InspirationCenterPage />),
            page('gpt/inspiration/apply', <InspirationApplyPage />),
            page('inspiration', <Navigate to="/gpt/inspiration" replace />),
            page('gpt/*', <GptPage />),
            page('tools', <ToolsPage />),
            page('aitools', <AiToolsLayoutPage />, [
              { index: true, element: <Navigate to="/aitools/ocr" replace /> },
              { path: 'ocr', element: <OcrPage /> },
              { path: 'rwm', element: <VideoExtractPage /> },
              { path: 'audioParse', element: <AudioExtractPage /> },
              { path: 'blobDownloader', element: <BlobDownloadPage /> },
              { path: 'rewrite', element: <RewritePage /> },
              { path: 'asr-v2', element: <AsrPage /> },
            ]),
            page('creationCenter', <CreationCenterPage />),
            page('creation', <CreationPage />),
            page('account', <AccountLayout />, [
              { index: true, element: <Navigate to="/account/userinfo" replace /> },
              { path: 'userinfo', element: <AccountInfoPage /> },
              { path: 'password', element: <PasswordPage /> },
              { path: 'trade_flow', element: <TradeFlowPage /> },
              { path: 'inviter', element: <InviterBindPage /> },
              { path: 'dictionary', element: <DictionaryPage /> },
            ]),
            page('inviter', <InviteFriendsPage />),
            { path: 'download', element: <DownloadPage /> },
            { path: 'about', element: <AboutPage /> },
            { path: 'protocol', element: <ProtocolPage /> },
            { path: 'privacy', element: <PrivacyPage /> },
            { path: 'qrlogin', element: <QrLoginPage /> },
            { path: '*', element: <Navigate to="/home" replace /> },
          ],
        },
      ],
    },
  ];
}

/** The website under a router of the host's (BrowserRouter on the site, MemoryRouter in tests). */
export function SiteRoutes(options: SiteOptions) {
  const [routes] = useState(() => createRoutes(options));
  return useRoutes(routes);
}
