import { type Copy, useCopy } from '../provider';
import { coreMessages } from '../provider/messages/core';
import { dubbingMessages } from '../provider/messages/dubbing';
import { embedMessages } from '../provider/messages/embed';
import { studioMessages } from '../provider/messages/studio';
import { toolbarMessages } from '../provider/messages/toolbar';

/** The copy of the embeds' voice picker and read-aloud: it comes with these widgets, not with every page. */
const catalogue = {
  ...coreMessages,
  ...studioMessages,
  ...dubbingMessages,
  ...toolbarMessages,
  ...embedMessages,
};

/** The copy of the embeds' voice picker and read-aloud, by key. */
export type EmbedCopy = Copy<typeof catalogue>;

/** The copy of the embeds' voice picker and read-aloud as DubKitProvider has it (brand and overrides applied). */
export function useEmbedMessages(): EmbedCopy {
  return useCopy(catalogue);
}
