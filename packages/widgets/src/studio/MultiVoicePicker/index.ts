export { MultiVoicePicker, type MultiVoicePickerProps } from './MultiVoicePicker';
export type { VoiceDraft } from './multiVoice';
export {
  type MultiVoiceTab,
  type UseMultiVoicePickerOptions,
  useMultiVoicePicker,
  type VoicePick,
} from './useMultiVoicePicker';
