// Membership: the member button and the checkout.

export type { MemberButtonProps, MemberButtonViewProps } from './MemberButton';
export { MemberButton, MemberButtonView, useMemberButton } from './MemberButton';
export type {
  MembershipCheckoutProps,
  MembershipCheckoutViewProps,
  UseMembershipCheckoutOptions,
} from './MembershipCheckout';
export { MembershipCheckout, MembershipCheckoutView, useMembershipCheckout } from './MembershipCheckout';
export type { PlanPaymentDialogProps, PlanPaymentState, UsePlanPaymentOptions } from './PlanPaymentDialog';
export { PlanPaymentDialog, usePlanPayment } from './PlanPaymentDialog';
