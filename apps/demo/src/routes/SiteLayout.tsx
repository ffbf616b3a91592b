import {
  ActivityBanner,
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
const MembershipCheckout = lazy(() => import('./CheckoutDialog'));

/** True from the first time a dialog opens on: it stays mounted, so that it closes with its animation. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

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
  const loginUsed = useOpenedOnce(session.loginRequested && !session.user);
  const checkoutOpen = vip && !!session.user;
  const checkoutUsed = useOpenedOnce(checkoutOpen);
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
      {loginUsed && (
        <Suspense>
          <LoginModal defaultInviterCode={searchParams.get('inviterCode') ?? undefined} />
        </Suspense>
      )}
      <ReloginDialog outcome={relogin} onClose={() => setRelogin(null)} />
      {/* A payment refreshes the provider's one membership store: the header, studio and plans follow it. */}
      {checkoutUsed && (
        <Suspense>
          <MembershipCheckout
            open={checkoutOpen}
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
        </Suspense>
      )}
    </div>
  );
}
