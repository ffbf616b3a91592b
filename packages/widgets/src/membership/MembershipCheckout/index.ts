export {
  MembershipCheckout,
  type MembershipCheckoutProps,
  MembershipCheckoutView,
  type MembershipCheckoutViewProps,
} from './MembershipCheckout';
export {
  type ProductType as MembershipProductType,
  type UseMembershipCheckoutOptions,
  useMembershipCheckout,
} from './useMembershipCheckout';
