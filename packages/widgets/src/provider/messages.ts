import { localise } from './copy';
import { useDubKit } from './DubKitProvider';
import { asrMessages } from './messages/asr';
import { assistantChatMessages } from './messages/assistantChat';
import { coreMessages } from './messages/core';
import { dictionaryMessages } from './messages/dictionary';
import { drawMessages } from './messages/draw';
import { dubbingMessages } from './messages/dubbing';
import { embedMessages } from './messages/embed';
import { inspirationMessages } from './messages/inspiration';
import { libraryMessages } from './messages/library';
import { mediaToolsMessages } from './messages/mediaTools';
import { membershipMessages } from './messages/membership';
import { promptMessages } from './messages/prompts';
import { sampleMessages } from './messages/samples';
import { siteMessages } from './messages/site';
import { studioMessages } from './messages/studio';
import { takesMessages } from './messages/takes';
import { toolbarMessages } from './messages/toolbar';
import { toolsMessages } from './messages/tools';

/**
 * Product copy (zh-CN), verbatim from the spec. Partners override any entry through DubKitProvider. Each widget takes
 * only its domain's catalogue (e.g. the studio's copy comes with the studio), so this whole one is for `useMessages`.
 */
export const zhCN = {
  ...coreMessages,
  ...siteMessages,
  ...libraryMessages,
  ...membershipMessages,
  ...studioMessages,
  ...toolbarMessages,
  ...dubbingMessages,
  ...takesMessages,
  ...toolsMessages,
  ...mediaToolsMessages,
  ...assistantChatMessages,
  ...promptMessages,
  ...inspirationMessages,
  ...sampleMessages,
  ...asrMessages,
  ...embedMessages,
  ...drawMessages,
  ...dictionaryMessages,
};

export type MessageKey = keyof typeof zhCN;
export type MessageCatalogue = Record<MessageKey, string>;

/** The website's brand (a build flag): the sibling brand has its own name, logo mark and theme, and no WeChat login. */
export type Brand = 'default' | 'sibling';

/** The whole copy in the brand's name, with a partner's overrides on top. */
export function createMessages(overrides: Partial<MessageCatalogue> = {}, brand: Brand = 'default'): MessageCatalogue {
  return localise(zhCN, overrides, brand);
}

/** Every widget's copy, as DubKitProvider has it (a widget takes its own domain's: see each domain's `copy.ts`). */
export function useMessages(): MessageCatalogue {
  return useDubKit().copy(zhCN);
}

/** What a view takes its copy as: its domain's, from its widget's hook (a partner overrides it on DubKitProvider). */
export interface CopyProps<M = MessageCatalogue> {
  messages: M;
}
