export {
  PromptLibrary,
  type PromptLibraryProps,
  PromptLibraryView,
  type PromptLibraryViewProps,
} from './PromptLibrary';
export {
  otherLanguage,
  type PromptLanguage,
  type PromptTotalMeaning,
  promptKey,
  promptPageCount,
  promptText,
} from './promptLibraryRules';
export {
  createPromptLibraryStore,
  type PromptLibraryOptions,
  type PromptLibrarySnapshot,
  type PromptLibraryStatus,
  type PromptLibraryStore,
} from './promptLibraryStore';
export { type UsePromptLibraryOptions, usePromptLibrary } from './usePromptLibrary';
