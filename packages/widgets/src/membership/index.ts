// Membership: the member button and the checkout.
export * from './MemberButton';
export * from './MemberPlanCentre';
export * from './MemberPlanPaymentDialog';
export * from './MembershipCheckout';
