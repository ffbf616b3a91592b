import type { MouseEvent } from 'react';

export interface UseCountdownButtonOptions {
  /** Seconds left before it may be pressed again; 0 when idle (the countdown itself runs in a store). */
  remaining: number;
  disabled?: boolean;
  /** Sending: refuses presses and reports busy. */
  loading?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * Refuses presses while counting or sending, with `aria-disabled` rather than `disabled` so the focus stays on the
 * button when it starts counting right after being pressed.
 */
export function useCountdownButton({
  remaining,
  disabled = false,
  loading = false,
  onClick,
}: UseCountdownButtonOptions) {
  const counting = remaining > 0;
  const refused = counting || loading;
  return {
    counting,
    buttonProps: {
      type: 'button' as const,
      disabled,
      'aria-disabled': refused || undefined,
      'aria-busy': loading || undefined,
      'data-counting': counting || undefined,
      'data-loading': loading || undefined,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        if (refused) event.preventDefault();
        else onClick?.(event);
      },
    },
  };
}
