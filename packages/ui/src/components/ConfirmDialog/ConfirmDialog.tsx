import type { ReactElement, ReactNode } from 'react';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { ModalFrame } from '../Dialog/ModalFrame';
import * as styles from './ConfirmDialog.css';
import { type UseConfirmDialogOptions, useConfirmDialog } from './useConfirmDialog';

export interface ConfirmDialogProps extends Omit<UseConfirmDialogOptions, 'role'> {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` paints the confirm button red, for irreversible actions such as deleting a work. */
  variant?: 'default' | 'danger';
  trigger?: ReactElement;
}

/** Asks the user to confirm or cancel an action; announced as an alert dialog. Focus starts on cancel. */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  closeOnMaskClick,
  closeOnEsc,
  onConfirm,
  onCancel,
  title,
  message,
  confirmLabel = '确定',
  cancelLabel = '取消',
  variant = 'default',
  trigger,
}: ConfirmDialogProps) {
  const confirmation = useConfirmDialog({
    open,
    defaultOpen,
    onOpenChange,
    closeOnMaskClick,
    closeOnEsc,
    onConfirm,
    onCancel,
  });
  return (
    <ModalFrame
      modal={confirmation.modal}
      kind="dialog"
      maskClassName={dialogStyles.mask}
      panelClassName={`${dialogStyles.dialog} ${styles.panel}`}
      dataAttributes={{ 'data-variant': variant }}
      title={title}
      description={message}
      trigger={trigger}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={confirmation.cancel}>
            {cancelLabel}
          </Button>
          <Button
            variant={variant === 'danger' ? 'danger' : 'primary'}
            loading={confirmation.pending}
            onClick={confirmation.confirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
