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

/** The website's brand (a build flag): the sibling brand has its own name, logo mark and theme, and no WeChat login. */
export type Brand = 'default' | 'sibling';

const DEFAULT_NAME = zhCN.brandName;
/** The sibling brand's name and logo mark. */
export const SIBLING_BRAND = { name: 'DubKit', mark: 'D' } as const;

const HAN = /[\u3400-\u9fff]/;

/** A line of copy in the sibling's name: a Latin name gets a space beside Chinese characters (登录 DubKit). */
function inSiblingName(text: string): string {
  return text.replaceAll(DEFAULT_NAME, (_name, at: number) => {
    const before = HAN.test(text.charAt(at - 1)) ? ' ' : '';
    const after = HAN.test(text.charAt(at + DEFAULT_NAME.length)) ? ' ' : '';
    return `${before}${SIBLING_BRAND.name}${after}`;
  });
}

const siblingCatalogue = (): MessageCatalogue => ({
  ...(Object.fromEntries(Object.entries(zhCN).map(([key, text]) => [key, inSiblingName(text)])) as MessageCatalogue),
  brandMark: SIBLING_BRAND.mark,
});

/** The copy in the brand's name, with a partner's overrides on top. */
export function createMessages(overrides: Partial<MessageCatalogue> = {}, brand: Brand = 'default'): MessageCatalogue {
  return { ...(brand === 'sibling' ? siblingCatalogue() : zhCN), ...overrides };
}

/** What a view takes its copy as: the catalogue, from its widget's hook (a partner overrides it on DubKitProvider). */
export interface CopyProps {
  messages: MessageCatalogue;
}
