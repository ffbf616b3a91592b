import { type Copy, useCopy } from '../provider';
import { coreMessages } from '../provider/messages/core';
import { dictionaryMessages } from '../provider/messages/dictionary';

/** The copy of the pronunciation dictionary page: it comes with these widgets, not with every page. */
const catalogue = {
  ...coreMessages,
  ...dictionaryMessages,
};

/** The copy of the pronunciation dictionary page, by key. */
export type DictionaryCopy = Copy<typeof catalogue>;

/** The copy of the pronunciation dictionary page as DubKitProvider has it (brand and overrides applied). */
export function useDictionaryMessages(): DictionaryCopy {
  return useCopy(catalogue);
}
