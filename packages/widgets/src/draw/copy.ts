import { type Copy, useCopy } from '../provider';
import { coreMessages } from '../provider/messages/core';
import { drawMessages } from '../provider/messages/draw';

/** The copy of AI drawing: it comes with these widgets, not with every page. */
const catalogue = {
  ...coreMessages,
  ...drawMessages,
};

/** The copy of AI drawing, by key. */
export type DrawCopy = Copy<typeof catalogue>;

/** The copy of AI drawing as DubKitProvider has it (brand and overrides applied). */
export function useDrawMessages(): DrawCopy {
  return useCopy(catalogue);
}
