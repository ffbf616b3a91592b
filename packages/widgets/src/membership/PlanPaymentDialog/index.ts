export { PlanPaymentDialog, type PlanPaymentDialogProps } from './PlanPaymentDialog';
export { type PlanPaymentState, type UsePlanPaymentOptions, usePlanPayment } from './usePlanPayment';
