import { type Copy, useCopy } from '../provider';
import { asrMessages } from '../provider/messages/asr';
import { coreMessages } from '../provider/messages/core';
import { mediaToolsMessages } from '../provider/messages/mediaTools';
import { membershipMessages } from '../provider/messages/membership';
import { siteMessages } from '../provider/messages/site';
import { studioMessages } from '../provider/messages/studio';
import { toolsMessages } from '../provider/messages/tools';

/** The copy of the tools, media tools and speech-to-text: it comes with these widgets, not with every page. */
const catalogue = {
  ...coreMessages,
  ...toolsMessages,
  ...mediaToolsMessages,
  ...asrMessages,
  ...studioMessages,
  ...siteMessages,
  ...membershipMessages,
};

/** The copy of the tools, media tools and speech-to-text, by key. */
export type ToolsCopy = Copy<typeof catalogue>;

/** The copy of the tools, media tools and speech-to-text as DubKitProvider has it (brand and overrides applied). */
export function useToolsMessages(): ToolsCopy {
  return useCopy(catalogue);
}
