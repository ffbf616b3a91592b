import type { ReactNode } from 'react';
import { type RenderElementProps, useSlateStatic } from 'slate-react';
import { nodeBadge, nodeLabel } from '../lib/describe';
import type { InlineElement, LeafElement, WrapperElement } from '../lib/types';
import { useNodeOpen, useNodePopover } from './context';
import * as styles from './ScriptEditor.css';
import { useLeafSelected } from './selectedLeaves';

/** The button a node shows: it opens the node's popover and names the node for assistive technology. */
function NodeButton({
  element,
  open,
  className,
  children,
}: {
  element: InlineElement;
  open: boolean;
  className: string;
  children: ReactNode;
}) {
  const { messages, openNode } = useNodePopover();
  return (
    <button
      type="button"
      tabIndex={-1}
      className={className}
      aria-label={nodeLabel(element, messages)}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={(event) => openNode(element, event.currentTarget)}
    >
      {children}
    </button>
  );
}

function LeafView({ attributes, children, element }: RenderElementProps & { element: LeafElement }) {
  const selected = useLeafSelected(useSlateStatic(), element);
  const open = useNodeOpen(element);
  const { messages } = useNodePopover();
  const badge = nodeBadge(element, messages);
  return (
    <span
      {...attributes}
      contentEditable={false}
      data-node={element.type}
      data-selected={selected || undefined}
      data-open={open || undefined}
    >
      <NodeButton element={element} open={open} className={styles.leafChip[element.type]}>
        {!('original' in element) ? (
          badge
        ) : element.type === 'continuous' ? (
          element.original
        ) : (
          <>
            {/* One text node, not two: the browser's editing work per keystroke grows with the script's DOM nodes. */}
            {`${element.original} `}
            <span className={styles.badge}>{badge}</span>
          </>
        )}
      </NodeButton>
      {children}
    </span>
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
        <NodeButton element={element} open={open} className={styles.wrapperLabel}>
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
