import { useRef, useState } from 'react';
import { type UseDialogOptions, useDialog } from '../Dialog/useDialog';

export interface UseConfirmDialogOptions extends UseDialogOptions {
  /** Runs on confirm; the dialog closes when it resolves and stays open (confirm enabled again) if it rejects. */
  onConfirm?: () => void | Promise<void>;
  /** Runs when the dialog closes any other way: cancel, Escape or mask click. */
  onCancel?: () => void;
}

/** Confirm/cancel behaviour on top of the modal: loading while an async confirmation runs, cancel on any other close. */
export function useConfirmDialog({ onConfirm, onCancel, onOpenChange, ...options }: UseConfirmDialogOptions) {
  const [pending, setPending] = useState(false);
  const confirming = useRef(false);
  const modal = useDialog({
    ...options,
    role: 'alertdialog',
    onOpenChange: (open) => {
      if (!open && !confirming.current) onCancel?.();
      onOpenChange?.(open);
    },
  });
  return {
    modal,
    pending,
    confirm: async () => {
      setPending(true);
      try {
        await onConfirm?.();
        confirming.current = true;
        modal.state.close();
      } finally {
        confirming.current = false;
        setPending(false);
      }
    },
    cancel: () => modal.state.close(),
  };
}
