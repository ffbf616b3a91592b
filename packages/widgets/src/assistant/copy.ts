import { type Copy, useCopy } from '../provider';
import { assistantChatMessages } from '../provider/messages/assistantChat';
import { coreMessages } from '../provider/messages/core';
import { inspirationMessages } from '../provider/messages/inspiration';
import { membershipMessages } from '../provider/messages/membership';
import { promptMessages } from '../provider/messages/prompts';

/** The copy of the writing assistant, prompts and inspiration: it comes with these widgets, not with every page. */
const catalogue = {
  ...coreMessages,
  ...assistantChatMessages,
  ...promptMessages,
  ...inspirationMessages,
  ...membershipMessages,
};

/** The copy of the writing assistant, prompts and inspiration, by key. */
export type AssistantCopy = Copy<typeof catalogue>;

/** The copy of the writing assistant, prompts and inspiration as DubKitProvider has it (brand and overrides applied). */
export function useAssistantMessages(): AssistantCopy {
  return useCopy(catalogue);
}
