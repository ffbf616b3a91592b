/**
 * Whether a key press in the chat box sends: Ctrl+Enter (⌘+Enter on a Mac), never while an input method is
 * composing. `composing` is what compositionstart/compositionend said; `isComposing` and keyCode 229 cover the
 * browsers that deliver the committing Enter after compositionend (Safari) or without composition events.
 */
export function isSendKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'isComposing' | 'keyCode'>,
  composing: boolean,
): boolean {
  if (composing || event.isComposing || event.keyCode === 229) return false;
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
