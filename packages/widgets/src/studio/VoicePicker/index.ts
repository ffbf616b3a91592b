export { type UseVoicePickerOptions, useVoicePicker } from './useVoicePicker';
export { VoicePicker, type VoicePickerProps } from './View';
export type { VoiceChoice, VoicePickerTab } from './voicePicker';
