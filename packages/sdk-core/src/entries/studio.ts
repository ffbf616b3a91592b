// `@dubkit/sdk-core/studio`: the dubbing studio's rules — work titles, script and audition lengths, the prosody
// sliders, what one synthesis may ask for, what membership changes in it — and the studio's stores.
export {
  AUDITION_MAX_LENGTH,
  BGM_PAGE_SIZE,
  DEFAULT_BGM_VOLUME,
  MARKUP_MAX_LENGTH,
  REFRESH_COOLDOWN_MS,
  TASK_PAGE_SIZE,
  WORK_PAGE_SIZE,
} from '../constants';
export {
  DEFAULT_TASK_TITLE,
  titleFromContent,
  validateWorkTitle,
  WORK_TITLE_INPUT_MAX_LENGTH,
  type WorkTitleMaxLength,
} from '../rules/creation';
export {
  DEFAULT_LOUDNESS_TARGET,
  LOUDNESS_TARGET_MESSAGE,
  LOUDNESS_TARGETS,
  type LoudnessTarget,
  loudnessTargetOf,
  loudnessText,
  TRUE_PEAK_CEILING_DBTP,
} from '../rules/loudness';
export {
  auditionSampleRate,
  DEFAULT_SAMPLE_RATE,
  dailySynthesisQuota,
  MAX_DAILY_SYNTHESES,
  MEMBER_SAMPLE_RATE,
  taskSampleRate,
} from '../rules/membership';
export {
  clampToRange,
  combineProsody,
  DEFAULT_PROSODY,
  MULTI_VOICE_PITCH_RANGE,
  NEUTRAL_PROSODY,
  type NeutralProsody,
  neutralProsody,
  PITCH_RANGE,
  PROSODY_RANGES,
  pitchPercentFromSlider,
  type Range,
  SPEED_RANGE,
  VOLUME_RANGE,
} from '../rules/prosody';
export {
  type CueFit,
  type CueFitStatus,
  type CueSlot,
  cueOverrunMessage,
  FIT_BORROW_MAX_MS,
  FIT_ENGINE_RATE_MAX,
  FIT_SPEEDUP_MAX,
  fitCue,
  fitCues,
  fitLineLength,
} from '../rules/subtitleFit';
export {
  AUDITION_MAX_DURATION_MS,
  BREAK_MAX_MS,
  type SynthesisExtent,
  type SynthesisKind,
  speechDurationMs,
  synthesisLimitMessage,
  TASK_MAX_DURATION_MS,
} from '../rules/synthesisLimits';
export { SENTENCE_LIST_MAX, SENTENCE_TAKES_MAX, takeMissingMessage, takesFullMessage } from '../rules/takes';
export {
  AUDITION_EMPTY,
  AUDITION_FAILED,
  type AudioSink,
  type AuditionOptions,
  type AuditionSnapshot,
  type AuditionState,
  type AuditionStore,
  createAuditionStore,
} from '../stores/audition';
export { type CooldownSnapshot, type CooldownStore, createCooldown } from '../stores/cooldown';
export {
  createDraftStore,
  DRAFT_EMPTY,
  type Draft,
  type DraftOptions,
  type DraftSnapshot,
  type DraftStore,
} from '../stores/draft';
