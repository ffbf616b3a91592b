/**
 * Before every commit React records the selection of a focused contenteditable by walking every DOM node inside it
 * (react-dom's hasSelectionCapabilities), only to restore it if the commit moved focus elsewhere. Slate keeps its own
 * selection, and over a script with 1,000 nodes that walk cost several milliseconds a keystroke, so the editor
 * root answers `contentEditable` with a value React does not treat as a text field. The attribute, the element's
 * `isContentEditable` and the browser's editing are untouched.
 */
export function skipReactSelectionSnapshot(element: HTMLElement | null): void {
  if (!element || Object.hasOwn(element, 'contentEditable')) return;
  const native = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'contentEditable');
  if (!native?.get) return;
  const { get, set } = native;
  Object.defineProperty(element, 'contentEditable', {
    configurable: true,
    get() {
      const value = get.call(element);
      return value === 'true' ? 'inherit' : value;
    },
    set(value: string) {
      set?.call(element, value);
    },
  });
}
