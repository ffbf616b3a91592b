export { LAST_PAYMENTS_ROTATE_MS, type QrState, qrState, selectedProduct, tickerLine } from './checkout';
export { PaymentQr, type PaymentQrProps } from './PaymentQr';
export { type ProductType, type UseMembershipCheckoutOptions, useMembershipCheckout } from './useMembershipCheckout';
export { MembershipCheckout, type MembershipCheckoutProps } from './View';
