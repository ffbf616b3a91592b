export { VoicePickerDialog, type VoicePickerDialogProps } from './VoicePickerDialog';
