import { useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { confirmQrLogin } from './confirmQrLogin';

export type QrConfirmState = 'missing' | 'needsLogin' | 'ready' | 'confirming' | 'done';

/** The page the login QR opens: a signed-in user confirms the login of the web page that shows the code. */
export function useQrLoginConfirm(qrToken: string | null) {
  const { auth, baseUrl, fetch, toaster } = useDubKit();
  const session = useSession();
  const [progress, setProgress] = useState<'idle' | 'confirming' | 'done'>('idle');
  const state: QrConfirmState = !qrToken
    ? 'missing'
    : progress !== 'idle'
      ? progress
      : session.user
        ? 'ready'
        : 'needsLogin';

  return {
    state,
    name: session.name,
    login: () => session.requireLogin(() => {}),
    confirm: async () => {
      if (!qrToken || progress !== 'idle') return;
      setProgress('confirming');
      try {
        await confirmQrLogin({ baseUrl, fetch, authToken: await auth.getToken(), qrToken });
        setProgress('done');
      } catch (error) {
        setProgress('idle');
        toaster.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
