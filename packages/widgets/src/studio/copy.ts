import { type Copy, useCopy } from '../provider';
import { coreMessages } from '../provider/messages/core';
import { dubbingMessages } from '../provider/messages/dubbing';
import { studioMessages } from '../provider/messages/studio';
import { takesMessages } from '../provider/messages/takes';
import { toolbarMessages } from '../provider/messages/toolbar';

/** The copy of the dubbing studio, its toolbar and its sentence takes: it comes with these widgets, not with every page. */
const catalogue = {
  ...coreMessages,
  ...studioMessages,
  ...dubbingMessages,
  ...toolbarMessages,
  ...takesMessages,
};

/** The copy of the dubbing studio and its toolbar, by key. */
export type StudioCopy = Copy<typeof catalogue>;

/** The copy of the dubbing studio and its toolbar as DubKitProvider has it (brand and overrides applied). */
export function useStudioMessages(): StudioCopy {
  return useCopy(catalogue);
}
