import type { EditorMessages } from '../../lib/messages';
import type { InlineElement } from '../../lib/types';

/** What a node's popover panel gets: the node, the copy, and the edits it can make. */
export interface PanelProps<E extends InlineElement> {
  element: E;
  messages: EditorMessages;
  /** Applies changes to the node and closes the popover; returns a refusal to show instead, or null. */
  onChange: (changes: Partial<Omit<E, 'type' | 'children'>>) => string | null;
  /** Removes the node, giving its original text back, and closes the popover. */
  onRemove: () => void;
}
