import { Button, type ButtonProps } from '../Button';
import { useOptionalToast } from '../Toast/ToastContext';
import { type UseCopyButtonOptions, useCopyButton } from './useCopyButton';

export interface CopyButtonProps
  extends Omit<UseCopyButtonOptions, 'toaster'>,
    Omit<ButtonProps, 'onClick' | 'onResult'> {
  /** Report through the nearest ToastProvider's toasts (when there is one). */
  toast?: boolean;
}

/** Copies text to the clipboard and reports success or failure through a toast and/or `onResult`. */
export function CopyButton({
  text,
  messages,
  onResult,
  resetAfter,
  toast = true,
  children = '复制',
  variant = 'secondary',
  ...rest
}: CopyButtonProps) {
  const toaster = useOptionalToast();
  const { state, copy } = useCopyButton({ text, messages, onResult, resetAfter, toaster: toast ? toaster : null });
  return (
    <Button variant={variant} {...rest} data-state={state} onClick={copy}>
      {children}
    </Button>
  );
}
