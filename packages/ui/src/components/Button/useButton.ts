import { type MouseEvent, useCallback, useEffect, useRef } from 'react';

export interface UseButtonOptions {
  disabled?: boolean;
  loading?: boolean;
  /** Ignore further clicks for this many milliseconds after one is handled. */
  debounceMs?: number;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** Button behaviour: no clicks while disabled or loading, optional debounce; state as data attributes. */
export function useButton({ disabled = false, loading = false, debounceMs = 0, onClick }: UseButtonOptions) {
  const lastClick = useRef(Number.NEGATIVE_INFINITY);
  const handlerRef = useRef(onClick);
  useEffect(() => {
    handlerRef.current = onClick;
  }, [onClick]);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (disabled || loading) {
        event.preventDefault();
        return;
      }
      const now = Date.now();
      if (debounceMs > 0 && now - lastClick.current < debounceMs) return;
      lastClick.current = now;
      handlerRef.current?.(event);
    },
    [disabled, loading, debounceMs],
  );

  return {
    onClick: handleClick,
    disabled,
    'aria-busy': loading || undefined,
    // Loading keeps focus on the button (a disabled button would drop it) but refuses clicks.
    'aria-disabled': loading || undefined,
    'data-loading': loading || undefined,
    'data-disabled': disabled || undefined,
  };
}
