export { AudioExtract, type AudioExtractProps, AudioExtractView, type AudioExtractViewProps } from './AudioExtract';
export {
  AUDIO_EXTRACT_ACCEPT,
  AUDIO_EXTRACT_IDLE,
  type AudioExtractEvent,
  type AudioExtractFailure,
  type AudioExtractState,
  type AudioExtractStatus,
  audioExtractReducer,
  decodeFraction,
  decoderCount,
  toPercent,
  wavFileName,
} from './audioExtractRules';
export { AudioExtractError, type ExtractAudio, type ExtractAudioOptions, extractAudio } from './extractAudio';
export { type AudioExtractModel, type UseAudioExtractOptions, useAudioExtract } from './useAudioExtract';
