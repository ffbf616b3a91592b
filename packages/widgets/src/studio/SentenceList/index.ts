export type { TakesVoice } from '../DubbingStudio/studioRules';
export {
  SentenceList,
  type SentenceListProps,
  SentenceListView,
  type SentenceListViewProps,
} from './SentenceList';
export { type SentenceRow, sentenceRows } from './sentenceListRules';
export { type SentenceListState, type UseSentenceListOptions, useSentenceList } from './useSentenceList';
