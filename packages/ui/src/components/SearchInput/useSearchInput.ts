import { type KeyboardEvent, type RefObject, useRef } from 'react';
import { useControllableState } from '../../hooks/useControllableState';

export interface UseSearchInputOptions {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Enter pressed (not while an IME is composing). */
  onSubmit?: (value: string) => void;
  /** The clear button or Escape emptied the field. */
  onClear?: () => void;
}

/** Search text: Enter submits, Escape or the clear button empties it and keeps focus in the field. */
export function useSearchInput({ value, defaultValue = '', onChange, onSubmit, onClear }: UseSearchInputOptions) {
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const inputRef: RefObject<HTMLInputElement | null> = useRef(null);
  const clear = () => {
    setText('');
    onClear?.();
    inputRef.current?.focus();
  };
  return {
    text,
    clear,
    inputRef,
    canClear: text !== '',
    inputProps: {
      type: 'search' as const,
      value: text,
      onChange: (next: string) => setText(next),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        // Enter also confirms a Chinese IME candidate; that must not search.
        if (event.nativeEvent.isComposing) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          onSubmit?.(text);
        } else if (event.key === 'Escape' && text !== '') {
          // Handled here, so an enclosing dialog stays open.
          event.preventDefault();
          event.stopPropagation();
          clear();
        }
      },
    },
  };
}
