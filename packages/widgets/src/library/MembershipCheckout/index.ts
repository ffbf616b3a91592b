export {
  type ProductType as MembershipProductType,
  type UseMembershipCheckoutOptions,
  useMembershipCheckout,
} from './useMembershipCheckout';
export { MembershipCheckout, type MembershipCheckoutProps } from './View';
