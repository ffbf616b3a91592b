export { parseSubtitleCues, type SubtitleCueIn } from './cues';
export { MarkupError } from './error';
export {
  type AliasNode,
  type ContinuousNode,
  type CueNode,
  characterCount,
  countLength,
  createAlias,
  createContinuous,
  createCue,
  createDocument,
  createLocalProsody,
  createMultiVoice,
  createNumberAlias,
  createPause,
  createPhoneme,
  createSayAs,
  createSoundEffect,
  DEFAULT_NARRATION,
  defaultNarration,
  documentFromText,
  type Inline,
  type InlineNode,
  isBlankScript,
  isWrapper,
  type LeafNode,
  type Line,
  type LocalProsodyNode,
  type MultiVoiceNode,
  type NarrationPause,
  type NumberAliasNode,
  type PauseNode,
  type PhonemeNode,
  type Prosody,
  plainText,
  restoreOriginal,
  type SayAsNode,
  type ScriptDocument,
  type SegmentInline,
  type SmartNarration,
  type SoundEffectNode,
  type VoiceRole,
  type VoiceSelection,
  type WrapperNode,
} from './model';
export {
  applyNarration,
  clampNarrationPause,
  NARRATION_PAUSE_MAX_MS,
  NARRATION_PAUSE_MIN_MS,
  NARRATION_PAUSE_STEP_MS,
} from './narration';
export {
  NUMBER_NOT_RECOGNISED,
  NUMBER_SELECTION_REQUIRED,
  type NumberReading,
  normalizeNumbers,
  numberReadings,
  validateNumberSelection,
} from './numbers';
export { isValidPinyin, NEUTRAL_TONE, PINYIN_MAX_LENGTH, parsePinyinSyllable, sanitizePinyin } from './pinyin';
export { type ScriptSentence, splitForAudition, splitSentences } from './split';
export { importSrt, importTimedSubtitles, type ScriptCue, scriptCues, subtitleSpeakers } from './srt';
export {
  type BackgroundAudio,
  exportSsml,
  type SsmlDialect,
  type SsmlDropped,
  type SsmlExport,
  type SsmlFeature,
  type SsmlOptions,
  type SsmlVoice,
  toSsml,
} from './ssml';
export {
  fromSsml,
  type SsmlAnchor,
  type SsmlImport,
  type SsmlImportOptions,
  type SsmlProblem,
  type SsmlVoiceName,
} from './ssmlImport';
export { CONTENT_VERSION, type ContentVersion, MARKUP_NAMESPACE, parse, serialize } from './wire';
