export type { TakesVoice } from '../DubbingStudio/studioRules';
export {
  SentenceTakes,
  type SentenceTakesProps,
  SentenceTakesView,
  type SentenceTakesViewProps,
} from './SentenceTakes';
export { type SentenceRow, sentenceRows } from './sentenceTakesRules';
export { type SentenceTakesState, type UseSentenceTakesOptions, useSentenceTakes } from './useSentenceTakes';
