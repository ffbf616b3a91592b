export { type UseVoicePickerOptions, useVoicePicker } from './useVoicePicker';
export { VoicePicker, type VoicePickerProps } from './VoicePicker';
export type { VoiceChoice, VoicePickerTab } from './voicePickerRules';
