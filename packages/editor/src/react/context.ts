import { createContext, useContext } from 'react';
import type { EditorMessages } from '../lib/messages';
import type { InlineElement } from '../lib/types';

export interface NodePopoverContext {
  messages: EditorMessages;
  /** The node whose popover is open. */
  openElement: InlineElement | null;
  /** Opens a node's popover beside the element clicked. */
  openNode: (element: InlineElement, anchor: HTMLElement) => void;
}

export const NodePopoverContext = createContext<NodePopoverContext | null>(null);

export function useNodePopover(): NodePopoverContext {
  const context = useContext(NodePopoverContext);
  if (!context) throw new Error('Script nodes render inside <ScriptEditor>.');
  return context;
}
