import type { VoiceSelection } from '@dubkit/sdk-core/markup';
import { Popover } from '@dubkit/ui';
import { ReactEditor } from 'slate-react';
import { removeNode, updateAlias, updateCue, updateNode } from '../lib/commands';
import { nodeLabel, popoverTitle } from '../lib/describe';
import { replaceMultiVoice, sameVoiceSegments } from '../lib/multiVoice';
import type { InlineElement } from '../lib/types';
import { NodePanel } from './NodePanel';
import { VoicePanel } from './panels/VoicePanel';
import type { ScriptReactEditor } from './useScriptEditor';

/** Asks the host to choose another voice for a multi-voice segment (its picker, opened on the segment's voice). */
export interface VoiceReplaceRequest {
  voice: VoiceSelection;
  /** Segments spoken by the same anchor, all of which 替换全部 changes. */
  sameVoiceSegments: number;
  replace: (voice: VoiceSelection, options?: { all?: boolean }) => void;
}

export interface OpenNode {
  element: InlineElement;
  anchor: HTMLElement;
}

/** The click popover of a node: its edits and removal go through the lib's commands, then it closes. */
export function NodePopover({
  editor,
  open: { element, anchor },
  onClose,
  onReplaceVoice,
}: {
  editor: ScriptReactEditor;
  open: OpenNode;
  onClose: () => void;
  onReplaceVoice?: (request: VoiceReplaceRequest) => void;
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
      {element.type === 'multiVoice' && onReplaceVoice ? (
        <VoicePanel
          description={nodeLabel(element, editor.messages)}
          replace={editor.messages.replaceVoice}
          remove={editor.messages.remove}
          onReplace={() => {
            const { type, children, ...voice } = element;
            const at = path();
            onClose();
            onReplaceVoice({
              voice,
              sameVoiceSegments: sameVoiceSegments(editor, at),
              // The segment may have moved while the picker was open; it is found again by its node.
              replace: (next, options) =>
                replaceMultiVoice(editor, ReactEditor.findPath(editor, element), next, options),
            });
          }}
          onRemove={() => {
            removeNode(editor, path());
            onClose();
          }}
        />
      ) : (
        <NodePanel
          element={element}
          messages={editor.messages}
          onChange={(changes) => {
            if (element.type === 'alias' && 'alias' in changes) {
              const refusal = updateAlias(editor, path(), String(changes.alias));
              if (refusal) return refusal;
            } else if (element.type === 'cue') {
              const { startMs = element.startMs, endMs = element.endMs } = changes as Partial<typeof element>;
              const refusal = updateCue(editor, path(), startMs, endMs);
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
      )}
    </Popover>
  );
}
