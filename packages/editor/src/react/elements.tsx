import { type ComponentPropsWithRef, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { type Descendant, Editor, Path, Transforms } from 'slate';
import { ReactEditor, type RenderElementProps, useSlateStatic } from 'slate-react';
import { nodeBadge, nodeLabel } from '../lib/describe';
import type { EditorMessages } from '../lib/messages';
import type { InlineElement, LeafElement, WrapperElement } from '../lib/types';
import { useNodeOpen, useNodePopover } from './context';
import { useCursorLine } from './cursorLine';
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

/** What a leaf node's chip shows: its original text with the badge beside it, or the badge alone. */
function chipText(element: LeafElement, messages: EditorMessages): { 'data-text': string; 'data-badge'?: string } {
  const badge = nodeBadge(element, messages);
  if (!('original' in element)) return { 'data-text': badge };
  return element.type === 'continuous'
    ? { 'data-text': element.original }
    : { 'data-text': element.original, 'data-badge': badge };
}

function LeafView({ attributes, children, element }: RenderElementProps & { element: LeafElement }) {
  const editor = useSlateStatic() as ScriptReactEditor;
  const selected = useLeafSelected(editor, element);
  const open = useNodeOpen(element);
  const { messages, openNode } = useNodePopover();
  return (
    <NodeButton
      {...attributes}
      {...chipText(element, messages)}
      element={element}
      open={open}
      className={styles.leafChip[element.type]}
      data-node={element.type}
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

/** A node as it looks, in plain elements: none of Slate's machinery, no handlers, no subscriptions. */
function previewOf(node: Descendant, messages: EditorMessages, key: number): ReactNode {
  if ('text' in node) return node.text;
  if (node.type === 'line') return node.children.map((child, i) => previewOf(child, messages, i));
  if (node.type === 'multiVoice' || node.type === 'localProsody')
    return (
      <span key={key} className={styles.wrapper[node.type]} data-node={node.type}>
        <span className={styles.wrapperLabel} data-text={nodeBadge(node, messages)} />
        <EdgeSpacer />
        {node.children.map((child, i) => previewOf(child, messages, i))}
        <EdgeSpacer />
      </span>
    );
  return <span key={key} {...chipText(node, messages)} className={styles.leafChip[node.type]} data-node={node.type} />;
}

function LinePreview({ element }: { element: Descendant }) {
  const { messages } = useNodePopover();
  return previewOf(element, messages, 0);
}

/**
 * A line; one of many new lines at once (a long script's mount, a draft opened) shows how it looks, or its text, until
 * it is built after the next paint (see lineFill.ts).
 */
function LineView({ attributes, children, element }: RenderElementProps) {
  const fill = useLineFill();
  const cursor = useCursorLine(useSlateStatic() as ScriptReactEditor, element);
  const [look, setLook] = useState(() => fill.firstLook(element));
  const latest = useRef(element);
  latest.current = element;
  useLayoutEffect(
    () => (look === 'built' ? undefined : fill.wait(latest.current, () => setLook('built'))),
    [fill, look],
  );
  return (
    <div {...attributes} className={styles.line} data-cursor={cursor || undefined}>
      {look === 'built' ? (
        children
      ) : (
        <span contentEditable={false} data-line-preview>
          {look === 'preview' ? <LinePreview element={element} /> : textOf(element)}
        </span>
      )}
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
