// `@dubkit/sdk-core/speech-to-text`: speech-to-text's rules (statuses, minutes, files, subtitles, also the cue writers
// of synthesis tasks' subtitles), out of the root entry: only its page and the server need them.
export {
  ASR_FREE_MONTHLY_MINUTES,
  ASR_MAX_DURATION_SECONDS,
  ASR_MAX_FILE_BYTES,
  ASR_MEMBER_MONTHLY_MINUTES,
  ASR_PAGE_SIZE,
} from '../constants';
export {
  ASR_TASK_STATUS,
  asrMinutesLeft,
  asrMinutesText,
  asrMonth,
  asrMonthlyMinutes,
  asrQuotaRefusal,
  asrResultUnavailable,
  asrTaskFinished,
  asrTaskStatusText,
} from '../rules/asr';
export {
  ASR_ACCEPT,
  ASR_AUDIO_EXTENSIONS,
  ASR_DURATION_REFUSAL,
  ASR_EMPTY_MEDIA_MESSAGE,
  ASR_FILE_NAME_PATTERN,
  ASR_FILE_SIZE_REFUSAL,
  ASR_FILE_TYPE_REFUSAL,
  ASR_VIDEO_EXTENSIONS,
  type AsrMediaKind,
  asrFileRefusal,
  asrMediaKind,
} from '../rules/asrFiles';
export {
  cuesToSrt,
  cuesToVtt,
  editSentence,
  mergeSentences,
  type SubtitleCue,
  speakerLabels,
  splitSentence,
  subtitleTime,
  toPlainText,
  toSrt,
  toVtt,
} from '../rules/subtitles';
