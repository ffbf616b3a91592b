export { AnchorDetailDialog, type AnchorDetailDialogProps } from './AnchorDetailDialog';
export { type UseAnchorDetailOptions, useAnchorDetail } from './useAnchorDetail';
