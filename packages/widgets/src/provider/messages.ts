import { asrMessages } from './messages/asr';
import { assistantChatMessages } from './messages/assistantChat';
import { coreMessages } from './messages/core';
import { drawMessages } from './messages/draw';
import { dubbingMessages } from './messages/dubbing';
import { embedMessages } from './messages/embed';
import { inspirationMessages } from './messages/inspiration';
import { libraryMessages } from './messages/library';
import { mediaToolsMessages } from './messages/mediaTools';
import { promptMessages } from './messages/prompts';
import { sampleMessages } from './messages/samples';
import { siteMessages } from './messages/site';
import { studioMessages } from './messages/studio';
import { toolbarMessages } from './messages/toolbar';
import { toolsMessages } from './messages/tools';

/** Product copy (zh-CN), verbatim from the spec. Partners override any entry through DubKitProvider. */
export const zhCN = {
  ...coreMessages,
  ...siteMessages,
  ...libraryMessages,
  ...studioMessages,
  ...toolbarMessages,
  ...dubbingMessages,
  ...toolsMessages,
  ...mediaToolsMessages,
  ...assistantChatMessages,
  ...promptMessages,
  ...inspirationMessages,
  ...sampleMessages,
  ...asrMessages,
  ...embedMessages,
  ...drawMessages,
};

export type MessageKey = keyof typeof zhCN;
export type MessageCatalogue = Record<MessageKey, string>;

export function createMessages(overrides: Partial<MessageCatalogue> = {}): MessageCatalogue {
  return { ...zhCN, ...overrides };
}

/** What a view takes its copy as: the catalogue, from its widget's hook (a partner overrides it on DubKitProvider). */
export interface CopyProps {
  messages: MessageCatalogue;
}
