export {
  type MediaProbe,
  type Transcriber,
  type Transcript,
  type TranscriptSentence,
  unconfiguredTranscriber,
} from './engine';
export {
  ASR_SETTINGS,
  ASR_UNAVAILABLE_MESSAGE,
  AsrError,
  AsrMediaError,
  NO_AUDIO_MESSAGE,
  TRUNCATED_MEDIA_MESSAGE,
  UNREADABLE_MEDIA_MESSAGE,
} from './errors';
/** Reads the file itself (never trusts a client's claim); throws AsrMediaError (clear Chinese message) when unreadable. */
export { probeMedia } from './media';
export { type AsrProviderConfig, asrProviderFromEnv, createOpenAiTranscriber } from './openai';
