export { SpeakerVoicesDialog, type SpeakerVoicesDialogProps } from './SpeakerVoicesDialog';
