import {
  ActivityBanner,
  MembershipCheckout,
  type PasswordOutcome,
  ReloginDialog,
  RightToolbar,
  SiteFooter,
  SiteHeader,
  usePaths,
  useSession,
  useSiteMessages,
} from '@dubkit/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { appDownloadUrl, SERVICE_QR_VALUE } from '../site';
import * as styles from './layout.css';
import { useScrollRestoration } from './useScrollRestoration';

const LoginModal = lazy(() => import('./LoginDialog'));

export interface SiteOutletContext {
  /** The password page's success: the re-login dialog outlives the page, which the logout leaves. */
  showRelogin: (outcome: PasswordOutcome) => void;
}

/** Header, optional activity banner, the page, footer, right tool bar and the site-wide dialogs. */
export function SiteLayout() {
  const location = useLocation();
  const messages = useSiteMessages();
  const paths = usePaths();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [relogin, setRelogin] = useState<PasswordOutcome | null>(null);
  const [outletContext] = useState<SiteOutletContext>(() => ({ showRelogin: setRelogin }));
  // A new page starts at the top; back and forward return to where the reader was.
  useScrollRestoration();
  // `?vip=1` (the activity banner's link) opens the membership checkout, after login.
  const vip = searchParams.get('vip') === '1';
  const { requireLogin } = session;
  // Mounted from the first time it opens on, so that it can close with its animation.
  const loginOpen = session.loginRequested && !session.user;
  const [loginMounted, setLoginMounted] = useState(loginOpen);
  if (loginOpen && !loginMounted) setLoginMounted(true);
  useEffect(() => {
    if (vip) requireLogin(() => {});
  }, [vip, requireLogin]);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {messages.skipToContent}
      </a>
      <ActivityBanner />
      {/* The tools' pages (/aitools/*) are under the 智能工具 tab. */}
      <SiteHeader currentPath={location.pathname.startsWith('/aitools') ? paths.tools : location.pathname} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<p className={styles.loading}>{messages.loading}</p>}>
          <Outlet context={outletContext} />
        </Suspense>
      </main>
      <SiteFooter appDownloadUrl={appDownloadUrl()} />
      <RightToolbar serviceQrValue={SERVICE_QR_VALUE} helpPath={paths.help} />
      {loginMounted && (
        <Suspense>
          <LoginModal defaultInviterCode={searchParams.get('inviterCode') ?? undefined} />
        </Suspense>
      )}
      <ReloginDialog outcome={relogin} onClose={() => setRelogin(null)} />
      {/* A payment refreshes the provider's one membership store: the header, studio and plans follow it. */}
      <MembershipCheckout
        open={vip && !!session.user}
        onOpenChange={(open) => {
          if (open) return;
          setSearchParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.delete('vip');
              return next;
            },
            { replace: true },
          );
        }}
      />
    </div>
  );
}
