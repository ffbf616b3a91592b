export { MembershipCheckout, type MembershipCheckoutProps } from './MembershipCheckout';
export {
  type ProductType as MembershipProductType,
  type UseMembershipCheckoutOptions,
  useMembershipCheckout,
} from './useMembershipCheckout';
