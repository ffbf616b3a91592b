export { Dialog, type DialogProps } from './Dialog';
export type { ModalContentProps } from './ModalFrame';
export { type UseDialogOptions, useDialog } from './useDialog';
