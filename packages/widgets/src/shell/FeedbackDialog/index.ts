export {
  FeedbackDialog,
  type FeedbackDialogProps,
  FeedbackDialogView,
  type FeedbackDialogViewProps,
} from './FeedbackDialog';
export { type FeedbackType, useFeedback } from './useFeedback';
