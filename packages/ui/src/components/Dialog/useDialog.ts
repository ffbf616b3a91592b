import { useOverlayTriggerState } from '@react-stately/overlays';
import { type KeyboardEvent, type PointerEvent, type MouseEvent as ReactMouseEvent, useId, useRef } from 'react';
import { useScrollLock } from '../Overlay/useScrollLock';

export interface UseDialogOptions {
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Close when the mask around the dialog is clicked. */
  closeOnMaskClick?: boolean;
  /** Close on Escape. */
  closeOnEsc?: boolean;
  /** The ARIA role: `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/** Modal behaviour shared by Dialog, ConfirmDialog and Drawer: open state, Escape, mask click, scroll lock, labelling. */
export function useDialog({
  open,
  defaultOpen,
  onOpenChange,
  closeOnMaskClick = false,
  closeOnEsc = true,
  role = 'dialog',
}: UseDialogOptions) {
  const state = useOverlayTriggerState({ isOpen: open, defaultOpen, onOpenChange });
  const titleId = useId();
  const descriptionId = useId();
  // A click counts as a mask click only if the press also started on the mask (not a drag out of the dialog).
  const pressedMask = useRef(false);
  useScrollLock(state.isOpen);

  return {
    state,
    isOpen: state.isOpen,
    triggerProps: {
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': state.isOpen,
      onClick: () => state.open(),
    },
    maskProps: {
      'data-open': state.isOpen || undefined,
      onPointerDown: (event: PointerEvent) => {
        pressedMask.current = event.target === event.currentTarget;
      },
      onClick: (event: ReactMouseEvent) => {
        if (closeOnMaskClick && pressedMask.current && event.target === event.currentTarget) state.close();
        pressedMask.current = false;
      },
      onKeyDown: (event: KeyboardEvent) => {
        // Escape while an IME is composing cancels the composition, not the dialog.
        if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return;
        event.preventDefault();
        if (closeOnEsc) state.close();
      },
    },
    dialogProps: {
      role,
      'aria-modal': true,
      'aria-labelledby': titleId,
      tabIndex: -1,
    },
    titleProps: { id: titleId },
    descriptionProps: { id: descriptionId },
  };
}
