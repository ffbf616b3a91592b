// The membership checkout in a chunk of its own: the activity banner's link (?vip=1) loads it.
export { MembershipCheckout as default } from '@dubkit/widgets';
