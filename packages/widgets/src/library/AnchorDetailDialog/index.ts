export { type UseAnchorDetailOptions, useAnchorDetail } from './useAnchorDetail';
export { AnchorDetailDialog, type AnchorDetailDialogProps } from './View';
