// The pronunciation dictionary (读音词典; not in the spec): the page where a creator keeps the readings every audition
// and task applies — polyphones, aliases, continuous reading, say-as; for every voice or one.

export { type DictionaryCopy, useDictionaryMessages } from './copy';
export {
  DICTIONARY_PAGE_SIZE,
  type DictionaryFileFormat,
  DictionaryManager,
  type DictionaryManagerProps,
  type DictionaryManagerState,
  DictionaryManagerView,
  type DictionaryManagerViewProps,
  type DictionaryVoiceChoice,
  EntryDialog,
  type EntryDialogProps,
  EntryDialogView,
  type EntryDraft,
  type EntryEditorState,
  type ImportState,
  importFormatOf,
  phonemeShown,
  type UseDictionaryManagerOptions,
  useDictionaryManager,
  useEntryEditor,
} from './DictionaryManager';
