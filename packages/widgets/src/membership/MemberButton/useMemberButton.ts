import type { MemberInfo } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useMembership, useSession } from '../../provider';
import { useMembershipMessages } from '../copy';
import { memberLabel } from './memberLabel';

/**
 * The signed-in user's membership (GET /api/tts/vip/member_info), from the provider's one membership store: null for
 * visitors and until it loads; every reader sees a payment at once.
 */
export function useMemberInfo() {
  const membership = useMembership();
  return { status: membership.status, data: membership.info, reload: membership.refresh };
}

/** A membership button (header, studio): its label, and the checkout it opens after login. */
export function useMemberButton({ onPaid }: { onPaid?: (member: MemberInfo) => void } = {}) {
  const messages = useMembershipMessages();
  const session = useSession();
  const { info } = useMembership();
  const [open, setOpen] = useState(false);
  // Once opened the checkout stays mounted, so that it closes with its animation.
  const [checkoutUsed, setCheckoutUsed] = useState(false);
  return {
    member: info,
    label: memberLabel(info, messages.memberOpen),
    isMember: memberLabel(info, '') !== '',
    open,
    setOpen,
    checkoutUsed,
    openCheckout: () =>
      session.requireLogin(() => {
        setCheckoutUsed(true);
        setOpen(true);
      }),
    /** The checkout has refreshed the shared membership already; this only tells the host. */
    paid: (member: MemberInfo) => onPaid?.(member),
  };
}
