// The headless entry (`@dubkit/editor`): Slate rules and commands without React or slate-react; `./react` has the rest.
/** The prosody sliders' ranges and rest values are sdk-core's (one copy for the editor, the studio and the server). */
export { DEFAULT_PROSODY, PROSODY_RANGES } from '@dubkit/sdk-core/studio';
export {
  AUDITION_AFTER_CURSOR_LENGTH,
  AUDITION_BEFORE_CURSOR_LENGTH,
  type AuditionPlan,
  type AuditionSource,
  type AuditionTarget,
  auditionDocument,
  auditionPlan,
  auditionRange,
  auditionTarget,
  rangeWithin,
  refusalForAudition,
  sentenceBeforeCursor,
} from './audition';
export {
  CONTINUOUS_MAX_LENGTH,
  CONTINUOUS_MIN_LENGTH,
  insertAlias,
  insertNumberReading,
  insertPause,
  insertPhoneme,
  insertSayAs,
  insertSoundEffect,
  markContinuous,
  refusalForAlias,
  refusalForContinuous,
  refusalForLocalProsody,
  refusalForMultiVoice,
  refusalForNumberReading,
  refusalForPause,
  refusalForPhoneme,
  refusalForSayAs,
  refusalForSoundEffect,
  removeNode,
  type SoundEffect,
  selectedCharacter,
  selectedNumberReadings,
  setNarration,
  updateAlias,
  updateCue,
  updateNode,
  wrapLocalProsody,
  wrapMultiVoice,
} from './commands';
export {
  getContent,
  getDocument,
  importSrtFile,
  importSubtitleCues,
  insertPlainText,
  loadContent,
  loadDocument,
  readTimedSubtitles,
  replaceDocument,
  type SubtitleImportOptions,
  type SubtitleRead,
} from './content';
export { fromDocument, toDocument } from './convert';
export { formatCueBadgeTime, formatCueTime, parseCueTime } from './cueTime';
export { formatDuration, formatPause, formatSpeed, nodeBadge, nodeLabel, nodeText, popoverTitle } from './describe';
export { createScriptEditor, type ScriptEditorOptions } from './editor';
export { type FooterData, type FooterOptions, footerData } from './footer';
export { canRedo, canUndo, endComposition, HISTORY_LIMIT, startComposition } from './history';
export { type EditorMessages, editorMessages } from './messages';
export { replaceMultiVoice, sameVoiceSegments } from './multiVoice';
export { type PhonemeChoice, phonemeChoices } from './pinyin';
export { isLeafElement, isLine, isWrapperElement, withScriptNodes } from './schema';
export { nodeAtCursor, rangeText, replaceCueText, type SelectedRun, selectCue, selectedRun } from './selection';
export { applySsml, scriptSsml } from './ssml';
export type {
  AliasElement,
  ContinuousElement,
  CueElement,
  HeadlessScriptEditor,
  InlineElement,
  LeafElement,
  LineChild,
  LineElement,
  LocalProsodyElement,
  MultiVoiceElement,
  NumberAliasElement,
  PauseElement,
  PhonemeElement,
  SayAsElement,
  ScriptEditorFields,
  ScriptElement,
  ScriptHistory,
  ScriptNodeType,
  ScriptText,
  SegmentChild,
  Snapshot,
  SoundEffectElement,
  VoidChildren,
  WrapperElement,
} from './types';
