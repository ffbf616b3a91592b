export {
  DictionaryManager,
  type DictionaryManagerProps,
  DictionaryManagerView,
  type DictionaryManagerViewProps,
} from './DictionaryManager';
export {
  DICTIONARY_PAGE_SIZE,
  type DictionaryFileFormat,
  type DictionaryVoiceChoice,
  type EntryDraft,
  importFormatOf,
  phonemeShown,
} from './dictionaryRules';
export { EntryDialog, type EntryDialogProps, EntryDialogView } from './EntryDialog';
export {
  type DictionaryManagerState,
  type ImportState,
  type UseDictionaryManagerOptions,
  useDictionaryManager,
} from './useDictionaryManager';
export { type EntryEditorState, useEntryEditor } from './useEntryEditor';
