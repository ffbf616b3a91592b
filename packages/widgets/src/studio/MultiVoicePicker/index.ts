export {
  MultiVoicePicker,
  type MultiVoicePickerProps,
  MultiVoicePickerView,
  type MultiVoicePickerViewProps,
} from './MultiVoicePicker';
export type { VoiceDraft } from './multiVoice';
export {
  type MultiVoicePickerState,
  type MultiVoiceTab,
  type UseMultiVoicePickerOptions,
  useMultiVoicePicker,
  type VoicePick,
} from './useMultiVoicePicker';
