import type { LoginUser } from '@dubkit/sdk-core';
import { createQrLoginStore, QR_LOGIN_SIZE } from '@dubkit/sdk-core/account';
import { useEffect, useRef } from 'react';
import { useDubKit } from '../../provider';
import { useOwnStore } from '../../shared/useStore';

/** Scan-to-login: a code polled every 1.5 s; an invalid one shows the refresh mask (spec part 1 §4). */
export function useQrLogin(onLogin: (user: LoginUser) => void) {
  const { client } = useDubKit();
  const latestOnLogin = useRef(onLogin);
  latestOnLogin.current = onLogin;
  const [store, snapshot] = useOwnStore(
    () =>
      createQrLoginStore({
        create: () =>
          client.auth.createLoginQrcode(
            { width: QR_LOGIN_SIZE, height: QR_LOGIN_SIZE, client: 'web', hostname: location.hostname },
            { handled: true },
          ),
        check: (token) => client.auth.checkLoginQrcode({ token }, { handled: true }),
        onLogin: (user) => latestOnLogin.current(user),
      }),
    (qr) => qr.stop(),
  );

  useEffect(() => {
    void store.start();
    return () => store.stop();
  }, [store]);

  return { ...snapshot, size: QR_LOGIN_SIZE, refresh: () => void store.start() };
}
