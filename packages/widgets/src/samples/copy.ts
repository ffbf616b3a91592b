import { type Copy, useCopy } from '../provider';
import { coreMessages } from '../provider/messages/core';
import { sampleMessages } from '../provider/messages/samples';

/** The copy of the sample gallery: it comes with these widgets, not with every page. */
const catalogue = {
  ...coreMessages,
  ...sampleMessages,
};

/** The copy of the sample gallery, by key. */
export type SamplesCopy = Copy<typeof catalogue>;

/** The copy of the sample gallery as DubKitProvider has it (brand and overrides applied). */
export function useSampleMessages(): SamplesCopy {
  return useCopy(catalogue);
}
