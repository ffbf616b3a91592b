import type { ScriptReactEditor } from './useScriptEditor';

/** Whether the text 试听 would play is shown: while its button is hovered or focused. */
export interface AuditionPreviewStore {
  get: () => boolean;
  set: (shown: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

const STORES = new WeakMap<ScriptReactEditor, AuditionPreviewStore>();

/** The editor's one preview store, shared by its toolbar (which sets it) and `<ScriptEditor>` (which paints it). */
export function auditionPreviewStore(editor: ScriptReactEditor): AuditionPreviewStore {
  let store = STORES.get(editor);
  if (store) return store;
  let shown = false;
  const listeners = new Set<() => void>();
  store = {
    get: () => shown,
    set: (next) => {
      if (next === shown) return;
      shown = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  STORES.set(editor, store);
  return store;
}
