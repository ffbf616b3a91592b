import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Dialog.css';
import { type ModalContentProps, ModalFrame } from './ModalFrame';
import { type UseDialogOptions, useDialog } from './useDialog';

export interface DialogProps extends Omit<UseDialogOptions, 'role'>, ModalContentProps {
  /** Maximum width of the panel, e.g. 375 or '40rem'. */
  width?: number | string;
}

/** A modal dialog: focus trapped inside, Escape closes, optional close on mask click, page scroll locked. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  closeOnMaskClick,
  closeOnEsc,
  width,
  style,
  ...content
}: DialogProps) {
  const modal = useDialog({ open, defaultOpen, onOpenChange, closeOnMaskClick, closeOnEsc });
  return (
    <ModalFrame
      {...content}
      modal={modal}
      kind="dialog"
      maskClassName={styles.mask}
      panelClassName={styles.dialog}
      style={
        width === undefined
          ? style
          : { ...style, ...assignInlineVars({ [styles.panelWidth]: typeof width === 'number' ? `${width}px` : width }) }
      }
    />
  );
}
