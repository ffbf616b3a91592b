// Membership: the member button and the checkout.
export * from './MemberButton';
export * from './MembershipCheckout';
export * from './PlanPaymentDialog';
