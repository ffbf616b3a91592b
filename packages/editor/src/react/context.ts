import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { EditorMessages } from '../lib/messages';
import type { InlineElement } from '../lib/types';

/** The node whose popover is open, which each node follows for itself, so opening one re-renders two nodes, not all. */
export interface OpenNodeStore {
  get: () => InlineElement | null;
  set: (element: InlineElement | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createOpenNodeStore(): OpenNodeStore {
  let open: InlineElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    set: (element) => {
      if (element === open) return;
      open = element;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface NodePopoverContext {
  messages: EditorMessages;
  openNodes: OpenNodeStore;
  /** Opens a node's popover beside the element clicked. */
  openNode: (element: InlineElement, anchor: HTMLElement) => void;
}

export const NodePopoverContext = createContext<NodePopoverContext | null>(null);

export function useNodePopover(): NodePopoverContext {
  const context = useContext(NodePopoverContext);
  if (!context) throw new Error('Script nodes render inside <ScriptEditor>.');
  return context;
}

/** Whether this node's popover is open. */
export function useNodeOpen(element: InlineElement): boolean {
  const { openNodes } = useNodePopover();
  return useSyncExternalStore(
    openNodes.subscribe,
    useCallback(() => openNodes.get() === element, [openNodes, element]),
  );
}
