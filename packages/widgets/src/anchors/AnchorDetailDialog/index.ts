export {
  AnchorDetailDialog,
  type AnchorDetailDialogProps,
  AnchorDetailDialogView,
  type AnchorDetailDialogViewProps,
} from './AnchorDetailDialog';
export { type AnchorDetailState, type UseAnchorDetailOptions, useAnchorDetail } from './useAnchorDetail';
