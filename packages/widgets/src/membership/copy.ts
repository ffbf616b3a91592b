import { type Copy, useCopy } from '../provider';
import { coreMessages } from '../provider/messages/core';
import { membershipMessages } from '../provider/messages/membership';

/** The copy of the member button, the checkout and the member plans: it comes with these widgets, not with every page. */
const catalogue = {
  ...coreMessages,
  ...membershipMessages,
};

/** The copy of the member button, the checkout and the member plans, by key. */
export type MembershipCopy = Copy<typeof catalogue>;

/** The copy of the member button, the checkout and the member plans as DubKitProvider has it (brand and overrides applied). */
export function useMembershipMessages(): MembershipCopy {
  return useCopy(catalogue);
}
