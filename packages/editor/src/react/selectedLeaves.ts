import { useCallback, useSyncExternalStore } from 'react';
import { Editor } from 'slate';
import { isLeafElement } from '../lib/schema';
import type { HeadlessScriptEditor, LeafElement } from '../lib/types';

interface SelectedLeaves {
  has: (element: LeafElement) => boolean;
  subscribe: (element: LeafElement, listener: () => void) => () => void;
}

const STORES = new WeakMap<HeadlessScriptEditor, SelectedLeaves>();

function leavesIn(editor: HeadlessScriptEditor): Set<LeafElement> {
  const { selection } = editor;
  if (!selection) return new Set();
  return new Set(
    Array.from(Editor.nodes<LeafElement>(editor, { at: selection, match: isLeafElement }), ([node]) => node),
  );
}

/** One walk of the selection per change for all leaf nodes, which hears only of those whose state changed. */
function selectedLeaves(editor: HeadlessScriptEditor): SelectedLeaves {
  let selected = leavesIn(editor);
  const listeners = new Map<LeafElement, Set<() => void>>();
  const notify = (element: LeafElement) => {
    for (const listener of listeners.get(element) ?? []) listener();
  };
  editor.subscribe(() => {
    const previous = selected;
    selected = leavesIn(editor);
    for (const element of previous) if (!selected.has(element)) notify(element);
    for (const element of selected) if (!previous.has(element)) notify(element);
  });
  return {
    has: (element) => selected.has(element),
    subscribe: (element, listener) => {
      const set = listeners.get(element) ?? new Set();
      listeners.set(element, set.add(listener));
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(element);
      };
    },
  };
}

/**
 * Whether the selection touches a leaf node (what slate-react's `useSelected` tells, without a selector per node run on
 * every change).
 */
export function useLeafSelected(editor: HeadlessScriptEditor, element: LeafElement): boolean {
  let store = STORES.get(editor);
  if (!store) {
    store = selectedLeaves(editor);
    STORES.set(editor, store);
  }
  const { has, subscribe } = store;
  return useSyncExternalStore(
    useCallback((listener) => subscribe(element, listener), [subscribe, element]),
    () => has(element),
  );
}
