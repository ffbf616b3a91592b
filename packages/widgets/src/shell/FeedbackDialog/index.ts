export { FeedbackDialog, type FeedbackDialogProps } from './FeedbackDialog';
export { type FeedbackType, useFeedback } from './useFeedback';
