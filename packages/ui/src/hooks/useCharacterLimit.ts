import { clampText } from '@dubkit/sdk-core';
import type { ChangeEvent, CompositionEvent } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Writes a value the way typing does, so React (and any listener) sees an ordinary input event. */
function replaceValue(control: TextControl, value: string) {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * `maxLength` in characters as every limit of the product counts them (sdk-core's `textLength`: an emoji is one),
 * where the native attribute counts UTF-16 units. Text an input method is still composing is left whole; the limit
 * applies when the composition ends.
 */
export function useCharacterLimit<T extends TextControl>(maxLength: number | undefined) {
  if (maxLength === undefined) return { limit: (event: ChangeEvent<T>) => event.target.value };
  return {
    /** The value to keep from a change: cut to the limit unless a composition is under way. */
    limit(event: ChangeEvent<T>) {
      const { value } = event.target;
      if ((event.nativeEvent as InputEvent).isComposing) return value;
      const limited = clampText(value, maxLength);
      if (limited !== value) event.target.value = limited;
      return limited;
    },
    onCompositionEnd(event: CompositionEvent<T>) {
      const control = event.currentTarget;
      const limited = clampText(control.value, maxLength);
      if (limited !== control.value) replaceValue(control, limited);
    },
  };
}
