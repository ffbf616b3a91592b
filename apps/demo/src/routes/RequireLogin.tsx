import { VISITOR_HOME_PATH } from '@dubkit/sdk-core/account';
import { useDubKit, useSession, useSiteMessages } from '@dubkit/widgets';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';

/**
 * Login-only pages: a visitor is sent home with 请先登录您的账号！ (spec part 1 §6). Someone who logs out while on
 * the page just goes home, without the warning.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { toaster } = useDubKit();
  const messages = useSiteMessages();
  const signedIn = useRef(!!user);
  const warned = useRef(false);

  useEffect(() => {
    if (user) signedIn.current = true;
    else if (!signedIn.current && !warned.current) {
      warned.current = true;
      toaster.warning(messages.loginRequired);
    }
  }, [user, messages, toaster]);

  return user ? children : <Navigate to={VISITOR_HOME_PATH} replace />;
}
