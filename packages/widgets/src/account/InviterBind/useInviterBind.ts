import { INVITER_CODE_MAX_LENGTH } from '@dubkit/sdk-core/account';
import { useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { useSiteMessages } from '../../shell/copy';

/** Binding an invite code: one time only; once bound it is shown and locked (spec part 1 §2, §5). */
export function useInviterBind() {
  const { client, toaster } = useDubKit();
  const messages = useSiteMessages();
  const session = useSession();
  const token = session.user?.token ?? null;
  const profile = useRemote(token && `profile:${token}`, () => client.account.profile());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const bound = profile.data?.bindInviterCode ?? null;

  return {
    loaded: !!profile.data,
    bound,
    code: bound ?? code,
    maxLength: INVITER_CODE_MAX_LENGTH,
    error,
    pending,
    setCode: (value: string) => {
      setCode(value);
      setError(null);
    },
    bind: async () => {
      const value = code.trim();
      if (!value) {
        setError(messages.inviterEmpty);
        return;
      }
      if (!profile.data || bound) return;
      setPending(true);
      try {
        await client.account.bindInviter({ code: value });
        profile.set({ ...profile.data, bindInviterCode: value });
        toaster.success(messages.inviterBindSucceeded, { dismissErrors: true });
      } catch {
        // Bind errors are shown by the client's common handler.
      } finally {
        setPending(false);
      }
    },
  };
}
