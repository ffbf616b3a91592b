export { type UseVoicePickerOptions, useVoicePicker, type VoicePickerState } from './useVoicePicker';
export { VoicePicker, type VoicePickerProps, VoicePickerView, type VoicePickerViewProps } from './VoicePicker';
export type { VoiceChoice, VoicePickerTab } from './voicePickerRules';
