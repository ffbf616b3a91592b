import { Popover } from '@dubkit/ui';
import { ReactEditor } from 'slate-react';
import { removeNode, updateAlias, updateNode } from '../lib/commands';
import { popoverTitle } from '../lib/describe';
import type { InlineElement } from '../lib/types';
import { NodePanel } from './NodePanel';
import type { ScriptReactEditor } from './useScriptEditor';

export interface OpenNode {
  element: InlineElement;
  anchor: HTMLElement;
}

/** The click popover of a node: its edits and removal go through the lib's commands, then it closes. */
export function NodePopover({
  editor,
  open: { element, anchor },
  onClose,
}: {
  editor: ScriptReactEditor;
  open: OpenNode;
  onClose: () => void;
}) {
  // The popover closes on any edit, so the node is still where it was when it opened.
  const path = () => ReactEditor.findPath(editor, element);
  return (
    <Popover
      open
      anchor={anchor}
      placement="bottom-start"
      title={popoverTitle(element, editor.messages)}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <NodePanel
        element={element}
        messages={editor.messages}
        onChange={(changes) => {
          if (element.type === 'alias' && 'alias' in changes) {
            const refusal = updateAlias(editor, path(), String(changes.alias));
            if (refusal) return refusal;
          } else updateNode(editor, path(), element.type, changes);
          onClose();
          return null;
        }}
        onRemove={() => {
          removeNode(editor, path());
          onClose();
        }}
      />
    </Popover>
  );
}
