import { clampText } from '@dubkit/sdk-core';
import { NICKNAME_MAX_LENGTH, validateNickname } from '@dubkit/sdk-core/account';
import { useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { useSiteMessages } from '../../shell/copy';

/** The profile page: nickname editable (at most 30 characters), username and phone read-only. */
export function useAccountInfo() {
  const { client, toaster } = useDubKit();
  const messages = useSiteMessages();
  const session = useSession();
  const token = session.user?.token ?? null;
  const profile = useRemote(token && `profile:${token}`, () => client.account.profile());
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const nickname = draft ?? profile.data?.nickname ?? '';

  return {
    profile: profile.data,
    loading: profile.status === 'loading',
    nickname,
    error,
    pending,
    setNickname: (value: string) => {
      // Cut at 30 characters as the server counts them; the input's own maxlength would stop 15 emoji short.
      setDraft(clampText(value, NICKNAME_MAX_LENGTH));
      setError(null);
    },
    save: async () => {
      const found = validateNickname(nickname);
      setError(found);
      if (found || !profile.data) return;
      setPending(true);
      try {
        const saved = nickname.trim();
        await client.account.updateProfile({ nickname: saved });
        profile.set({ ...profile.data, nickname: saved });
        setDraft(null);
        session.update({ nickname: saved });
        toaster.success(messages.saved, { dismissErrors: true });
      } catch {
        // Reported by the client's error toast.
      } finally {
        setPending(false);
      }
    },
  };
}
