export {
  clampProsody,
  DEFAULT_PROSODY,
  PITCH_RANGE,
  refusalOf,
  SPEED_RANGE,
  selectionOf,
  toggleRole,
  VOLUME_RANGE,
  type VoiceDraft,
} from './multiVoice';
export {
  type MultiVoiceTab,
  type UseMultiVoicePickerOptions,
  useMultiVoicePicker,
  type VoicePick,
} from './useMultiVoicePicker';
export { MultiVoicePicker, type MultiVoicePickerProps } from './View';
