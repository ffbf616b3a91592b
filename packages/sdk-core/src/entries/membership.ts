// `@dubkit/sdk-core/membership`: buying a membership — the membership store every place that shows a plan follows,
// where a separately sold member plan stands (assistant, speech-to-text),
// the payment store, product and payment codes.
export {
  PAY_METHOD,
  PAYMENT_POLL_MS,
  PAYMENT_QR_WIDTH,
  PRODUCT_TYPE,
  TRADE_FLOW_PAGE_SIZE,
} from '../constants';
export {
  asrMemberPlanMinutes,
  asrMemberPlanState,
  assistantMemberPlanState,
  type MemberPlanState,
} from '../rules/membership';
export {
  createMembershipStore,
  type MembershipProductType,
  type MembershipSnapshot,
  type MembershipStore,
  type MembershipStoreOptions,
} from '../stores/membership';
export {
  createPaymentStore,
  type PayMethod,
  type PaymentOptions,
  type PaymentPane,
  type PaymentSnapshot,
  type PaymentStatus,
  type PaymentStore,
} from '../stores/payment';
