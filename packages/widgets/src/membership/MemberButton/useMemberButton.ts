import type { MemberInfo } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useClient, useMessages, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { memberLabel } from './memberLabel';

/** The signed-in user's membership (GET /api/tts/vip/member_info); null for visitors and until it loads. */
export function useMemberInfo() {
  const client = useClient();
  const { user } = useSession();
  return useRemote<MemberInfo>(user ? `member:${user.token}` : null, (signal) =>
    client.trade.memberInfo(undefined, { signal, handled: true }),
  );
}

/** The header's membership button: its label, and the checkout it opens after login. */
export function useMemberButton({ onPaid }: { onPaid?: (member: MemberInfo) => void } = {}) {
  const messages = useMessages();
  const session = useSession();
  const member = useMemberInfo();
  const [open, setOpen] = useState(false);
  return {
    member: member.data,
    label: memberLabel(member.data, messages.memberOpen),
    isMember: memberLabel(member.data, '') !== '',
    open,
    setOpen,
    openCheckout: () => session.requireLogin(() => setOpen(true)),
    paid: (info: MemberInfo) => {
      member.set(info);
      onPaid?.(info);
    },
  };
}
