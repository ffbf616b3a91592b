// Membership: the member button and the checkout.

export { type MembershipCopy, useMembershipMessages } from './copy';
export type { MemberButtonProps, MemberButtonViewProps } from './MemberButton';
export { MemberButton, MemberButtonView, useMemberButton } from './MemberButton';
export type {
  MemberPlanCard,
  MemberPlanCentreProps,
  MemberPlanCentreState,
  MemberPlanPick,
  MemberPlanProduct,
  UseMemberPlanCentreOptions,
} from './MemberPlanCentre';
export { MemberPlanCentre, useMemberPlanCentre } from './MemberPlanCentre';
export type {
  MemberPlanPaymentDialogProps,
  MemberPlanPaymentState,
  UseMemberPlanPaymentOptions,
} from './MemberPlanPaymentDialog';
export { MemberPlanPaymentDialog, useMemberPlanPayment } from './MemberPlanPaymentDialog';
export type {
  MembershipCheckoutProps,
  MembershipCheckoutViewProps,
  UseMembershipCheckoutOptions,
} from './MembershipCheckout';
export { MembershipCheckout, MembershipCheckoutView, useMembershipCheckout } from './MembershipCheckout';
