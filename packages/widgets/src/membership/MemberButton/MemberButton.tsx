import type { MemberInfo } from '@dubkit/sdk-core';
import { Button } from '@dubkit/ui';
import { lazy, Suspense } from 'react';
import { MemberCrownIcon } from '../../shared/icons';
import * as styles from './MemberButton.css';
import { useMemberButton } from './useMemberButton';

// The checkout comes in a chunk of its own when first opened: every page's header carries only the button.
const MembershipCheckout = lazy(() =>
  import('../MembershipCheckout/MembershipCheckout').then((module) => ({ default: module.MembershipCheckout })),
);

export interface MemberButtonProps {
  /** Paid through the checkout it opened: the reloaded member info. */
  onPaid?: (member: MemberInfo) => void;
  className?: string;
}

/** The header's membership button: the plan name for members, 开通会员 otherwise; it opens the checkout. */
export function MemberButton({ onPaid, className }: MemberButtonProps) {
  const button = useMemberButton({ onPaid });
  return <MemberButtonView className={className} button={button} />;
}

export type MemberButtonViewProps = Omit<MemberButtonProps, 'onPaid'> & { button: ReturnType<typeof useMemberButton> };

/** The view of MemberButton: its copy and state come as props from the widget. */
export function MemberButtonView({ className, button }: MemberButtonViewProps) {
  return (
    <>
      <Button
        variant="member"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        data-member={button.isMember || undefined}
        icon={<MemberCrownIcon className={styles.crown} />}
        onClick={button.openCheckout}
      >
        {button.label}
      </Button>
      {button.checkoutUsed && (
        <Suspense>
          <MembershipCheckout open={button.open} onOpenChange={button.setOpen} onPaid={button.paid} />
        </Suspense>
      )}
    </>
  );
}
