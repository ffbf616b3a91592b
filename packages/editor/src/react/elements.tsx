import type { ReactNode } from 'react';
import { Editor, Path, Transforms } from 'slate';
import { ReactEditor, type RenderElementProps, useSlateStatic } from 'slate-react';
import { nodeBadge, nodeLabel } from '../lib/describe';
import type { InlineElement, LeafElement, WrapperElement } from '../lib/types';
import { useNodeOpen, useNodePopover } from './context';
import * as styles from './ScriptEditor.css';
import { useLeafSelected } from './selectedLeaves';
import type { ScriptReactEditor } from './useScriptEditor';

/**
 * A node: a button (opening its popover) whose text is drawn by CSS from `data-text` / `data-badge`, so each of the
 * script's nodes adds no DOM text: Chromium re-reads the whole editing host's text on every keystroke for the input
 * method, and its cost grows with the nodes in it.
 */
function LeafView({ attributes, children, element }: RenderElementProps & { element: LeafElement }) {
  const editor = useSlateStatic() as ScriptReactEditor;
  const selected = useLeafSelected(editor, element);
  const open = useNodeOpen(element);
  const { messages, openNode } = useNodePopover();
  const badge = nodeBadge(element, messages);
  const hasOriginal = 'original' in element && element.type !== 'continuous';
  return (
    <button
      {...attributes}
      type="button"
      tabIndex={-1}
      contentEditable={false}
      aria-label={nodeLabel(element, messages)}
      aria-haspopup="dialog"
      aria-expanded={open}
      className={styles.leafChip[element.type]}
      data-node={element.type}
      data-text={'original' in element ? element.original : badge}
      data-badge={hasOriginal ? badge : undefined}
      data-selected={selected || undefined}
      data-open={open || undefined}
      // Focus stays in the text, so Escape from the popover and typing come back to it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        // The cursor goes just after the node (Slate would put it inside), where Escape from the popover returns.
        event.preventDefault();
        ReactEditor.focus(editor);
        Transforms.select(editor, Editor.start(editor, Path.next(ReactEditor.findPath(editor, element))));
        openNode(element, event.currentTarget);
      }}
    >
      {children}
    </button>
  );
}

/** A wrapper's label: a button opening its popover, named for assistive technology. */
function NodeButton({ element, open, children }: { element: InlineElement; open: boolean; children: ReactNode }) {
  const { messages, openNode } = useNodePopover();
  return (
    <button
      type="button"
      tabIndex={-1}
      className={styles.wrapperLabel}
      aria-label={nodeLabel(element, messages)}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={(event) => openNode(element, event.currentTarget)}
    >
      {children}
    </button>
  );
}

const EdgeSpacer = () => (
  <span contentEditable={false} className={styles.edgeSpacer}>
    {'\u00a0'}
  </span>
);

function WrapperView({ attributes, children, element }: RenderElementProps & { element: WrapperElement }) {
  const open = useNodeOpen(element);
  const { messages } = useNodePopover();
  return (
    <span
      {...attributes}
      className={styles.wrapper[element.type]}
      data-node={element.type}
      data-open={open || undefined}
    >
      <span contentEditable={false}>
        <NodeButton element={element} open={open}>
          {nodeBadge(element, messages)}
        </NodeButton>
      </span>
      <EdgeSpacer />
      {children}
      <EdgeSpacer />
    </span>
  );
}

/** Renders a line or a node; each node kind is told apart by `data-node`. */
export function renderScriptElement(props: RenderElementProps) {
  const { element, attributes, children } = props;
  switch (element.type) {
    case 'line':
      return (
        <div {...attributes} className={styles.line}>
          {children}
        </div>
      );
    case 'multiVoice':
    case 'localProsody':
      return <WrapperView {...props} element={element} />;
    default:
      return <LeafView {...props} element={element} />;
  }
}
