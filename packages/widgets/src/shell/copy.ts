import { type Copy, useCopy } from '../provider';
import { coreMessages } from '../provider/messages/core';
import { siteMessages } from '../provider/messages/site';

/** The copy of the site's frame, front door and account pages: it comes with these widgets, not with every page. */
const catalogue = {
  ...coreMessages,
  ...siteMessages,
};

/** The copy of the site's frame, front door and account pages, by key. */
export type SiteCopy = Copy<typeof catalogue>;

/** The copy of the site's frame, front door and account pages as DubKitProvider has it (brand and overrides applied). */
export function useSiteMessages(): SiteCopy {
  return useCopy(catalogue);
}
