import { type ComponentPropsWithRef, useLayoutEffect, useRef, useState } from 'react';
import { type Descendant, Editor, Path, Transforms } from 'slate';
import { ReactEditor, type RenderElementProps, useSlateStatic } from 'slate-react';
import { nodeBadge, nodeLabel } from '../lib/describe';
import type { InlineElement, LeafElement, WrapperElement } from '../lib/types';
import { useNodeOpen, useNodePopover } from './context';
import { useLineFill } from './lineFill';
import * as styles from './ScriptEditor.css';
import { useLeafSelected } from './selectedLeaves';
import type { ScriptReactEditor } from './useScriptEditor';

/**
 * A node's button, opening its popover. Its text is drawn by CSS from `data-text` (and `data-badge`), so a node adds
 * no DOM text: Chromium re-reads the editing host's whole text on every keystroke for the input method, at a cost
 * that grows with the nodes in it.
 */
function NodeButton({
  element,
  open,
  ...props
}: ComponentPropsWithRef<'button'> & { element: InlineElement; open: boolean; 'data-text': string }) {
  const { messages } = useNodePopover();
  return (
    <button
      {...props}
      type="button"
      tabIndex={-1}
      contentEditable={false}
      aria-label={nodeLabel(element, messages)}
      aria-haspopup="dialog"
      aria-expanded={open}
      // Focus stays in the text, so Escape from the popover and typing come back to it.
      onMouseDown={(event) => event.preventDefault()}
    />
  );
}

function LeafView({ attributes, children, element }: RenderElementProps & { element: LeafElement }) {
  const editor = useSlateStatic() as ScriptReactEditor;
  const selected = useLeafSelected(editor, element);
  const open = useNodeOpen(element);
  const { messages, openNode } = useNodePopover();
  const badge = nodeBadge(element, messages);
  return (
    <NodeButton
      {...attributes}
      element={element}
      open={open}
      className={styles.leafChip[element.type]}
      data-node={element.type}
      data-text={'original' in element ? element.original : badge}
      data-badge={'original' in element && element.type !== 'continuous' ? badge : undefined}
      data-selected={selected || undefined}
      data-open={open || undefined}
      onClick={(event) => {
        // The cursor goes just after the node (Slate would put it inside), where Escape from the popover returns.
        ReactEditor.focus(editor);
        Transforms.select(editor, Editor.start(editor, Path.next(ReactEditor.findPath(editor, element))));
        openNode(element, event.currentTarget);
      }}
    >
      {children}
    </NodeButton>
  );
}

const EdgeSpacer = () => (
  <span contentEditable={false} className={styles.edgeSpacer}>
    {'\u00a0'}
  </span>
);

function WrapperView({ attributes, children, element }: RenderElementProps & { element: WrapperElement }) {
  const open = useNodeOpen(element);
  const { messages, openNode } = useNodePopover();
  return (
    <span
      {...attributes}
      className={styles.wrapper[element.type]}
      data-node={element.type}
      data-open={open || undefined}
    >
      <NodeButton
        element={element}
        open={open}
        className={styles.wrapperLabel}
        data-text={nodeBadge(element, messages)}
        onClick={(event) => openNode(element, event.currentTarget)}
      />
      <EdgeSpacer />
      {children}
      <EdgeSpacer />
    </span>
  );
}

/** A node's text, without Slate's generator walk (Node.string), which cost a mount more than the lines it spared. */
const textOf = (node: Descendant): string =>
  'text' in node ? node.text : node.children.reduce((text, child) => text + textOf(child), '');

/** A line; one beyond the mount's first screenful shows its text until its nodes are built (see lineFill.ts). */
function LineView({ attributes, children, element }: RenderElementProps) {
  const fill = useLineFill();
  const [built, setBuilt] = useState(() => fill.buildNow(element));
  const latest = useRef(element);
  latest.current = element;
  useLayoutEffect(() => (built ? undefined : fill.wait(latest.current, () => setBuilt(true))), [fill, built]);
  return (
    <div {...attributes} className={styles.line}>
      {built ? children : <span contentEditable={false}>{textOf(element)}</span>}
    </div>
  );
}

/** Renders a line or a node; each node kind is told apart by `data-node`. */
export function renderScriptElement(props: RenderElementProps) {
  const { element } = props;
  switch (element.type) {
    case 'line':
      return <LineView {...props} />;
    case 'multiVoice':
    case 'localProsody':
      return <WrapperView {...props} element={element} />;
    default:
      return <LeafView {...props} element={element} />;
  }
}
