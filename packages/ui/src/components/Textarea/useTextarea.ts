import { textLength } from '@dubkit/sdk-core';
import { useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState';

export interface UseTextareaOptions {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  /** Show the `count/max` counter; on by default when there is a max length. */
  showCount?: boolean;
}

/** Text state plus the counter: length, whether it is over the limit, and the counter's id for aria-describedby. */
export function useTextarea({ value, defaultValue = '', onChange, maxLength, showCount }: UseTextareaOptions) {
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const counterId = useId();
  const count = textLength(text);
  const counted = showCount ?? maxLength !== undefined;
  return {
    text,
    setText,
    counter: counted
      ? {
          id: counterId,
          text: maxLength === undefined ? String(count) : `${count}/${maxLength}`,
          over: maxLength !== undefined && count > maxLength,
        }
      : undefined,
  };
}
