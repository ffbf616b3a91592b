import type { MemberInfo } from '@dubkit/sdk-core';
import { Button } from '@dubkit/ui';
import { MembershipCheckout } from '../MembershipCheckout';
import * as styles from './MemberButton.css';
import { useMemberButton } from './useMemberButton';

export interface MemberButtonProps {
  /** Paid through the checkout it opened: the reloaded member info. */
  onPaid?: (member: MemberInfo) => void;
  className?: string;
}

/** The header's membership button: the plan name for members, 开通会员 otherwise; it opens the checkout. */
export function MemberButton({ onPaid, className }: MemberButtonProps) {
  const button = useMemberButton({ onPaid });
  return (
    <>
      <Button
        variant="member"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        data-member={button.isMember || undefined}
        icon={
          <svg className={styles.crown} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
            <path d="M2 5.5 5.2 8 8 3l2.8 5L14 5.5 12.8 12H3.2L2 5.5zM3.3 13h9.4v1.2H3.3z" />
          </svg>
        }
        onClick={button.openCheckout}
      >
        {button.label}
      </Button>
      <MembershipCheckout open={button.open} onOpenChange={button.setOpen} onPaid={button.paid} />
    </>
  );
}
