import { type Copy, useCopy } from '../provider';
import { coreMessages } from '../provider/messages/core';
import { libraryMessages } from '../provider/messages/library';
import { studioMessages } from '../provider/messages/studio';

/** The copy of the anchor library and its dialogs: it comes with these widgets, not with every page. */
const catalogue = {
  ...coreMessages,
  ...libraryMessages,
  ...studioMessages,
};

/** The copy of the anchor library and its dialogs, by key. */
export type LibraryCopy = Copy<typeof catalogue>;

/** The copy of the anchor library and its dialogs as DubKitProvider has it (brand and overrides applied). */
export function useLibraryMessages(): LibraryCopy {
  return useCopy(catalogue);
}
