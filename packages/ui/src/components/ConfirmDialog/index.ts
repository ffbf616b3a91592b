export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { type UseConfirmDialogOptions, useConfirmDialog } from './useConfirmDialog';
