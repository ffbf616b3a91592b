import { type ModalContentProps, ModalFrame } from '../Dialog/ModalFrame';
import { type UseDialogOptions, useDialog } from '../Dialog/useDialog';
import * as styles from './Drawer.css';

export type DrawerPlacement = keyof typeof styles.panel;

export interface DrawerProps extends Omit<UseDialogOptions, 'role'>, ModalContentProps {
  placement?: DrawerPlacement;
  /** Width of the panel, e.g. 480 or '40vw'. */
  width?: number | string;
}

/** A side panel with the same behaviour as Dialog: focus trapped, Escape closes, optional mask click, scroll locked. */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  closeOnMaskClick,
  closeOnEsc,
  placement = 'right',
  width,
  style,
  ...content
}: DrawerProps) {
  const modal = useDialog({ open, defaultOpen, onOpenChange, closeOnMaskClick, closeOnEsc });
  return (
    <ModalFrame
      {...content}
      modal={modal}
      kind="drawer"
      maskClassName={`${styles.mask} ${styles.maskPlacement[placement]}`}
      panelClassName={styles.panel[placement]}
      dataAttributes={{ 'data-placement': placement }}
      style={width === undefined ? style : { ...style, width }}
    />
  );
}
