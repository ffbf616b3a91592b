export { MarkupError } from './error';
export * from './model';
export {
  applyNarration,
  clampNarrationPause,
  NARRATION_PAUSE_MAX_MS,
  NARRATION_PAUSE_MIN_MS,
  NARRATION_PAUSE_STEP_MS,
} from './narration';
export * from './numbers';
export { isValidPinyin, NEUTRAL_TONE, PINYIN_MAX_LENGTH, parsePinyinSyllable, sanitizePinyin } from './pinyin';
export { AUDITION_CHUNK_LIMITS, splitForAudition } from './split';
export { importSrt } from './srt';
export { type BackgroundAudio, type SsmlOptions, type SsmlVoice, toSsml } from './ssml';
export {
  CONTENT_VERSION,
  type ContentVersion,
  escapeAttribute,
  escapeText,
  isDefaultNarration,
  MARKUP_NAMESPACE,
  parse,
  serialize,
} from './wire';
