export { MemberPlanPaymentDialog, type MemberPlanPaymentDialogProps } from './MemberPlanPaymentDialog';
export {
  type MemberPlanPaymentState,
  type UseMemberPlanPaymentOptions,
  useMemberPlanPayment,
} from './useMemberPlanPayment';
