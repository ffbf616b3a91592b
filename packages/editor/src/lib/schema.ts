import { Editor, Element, type Node, Path, type Point, Range, Transforms } from 'slate';
import type { LeafElement, LineElement, WrapperElement } from './types';

const LEAF_TYPES = new Set<string>([
  'pause',
  'cue',
  'phoneme',
  'continuous',
  'alias',
  'numberAlias',
  'sayAs',
  'soundEffect',
]);
const WRAPPER_TYPES = new Set<string>(['multiVoice', 'localProsody']);

export const isLine = (node: Node): node is LineElement => Element.isElement(node) && node.type === 'line';
export const isLeafElement = (node: Node): node is LeafElement => Element.isElement(node) && LEAF_TYPES.has(node.type);
export const isWrapperElement = (node: Node): node is WrapperElement =>
  Element.isElement(node) && WRAPPER_TYPES.has(node.type);

/**
 * The script's schema on a Slate editor: leaf nodes are inline voids, wrappers editable inlines; Enter (and
 * Shift+Enter) starts a new line, stepping out of a wrapper first when the cursor is at its edge.
 * The cursor moves over a leaf node in one step and never rests in it (a selection's edge that would is moved out,
 * keeping the node inside a range): a browser keeps no caret inside a non-editable node, so typing, Enter and
 * Home/End from there did nothing.
 */
export function withScriptNodes<T extends Editor>(editor: T): T {
  const { apply, isInline, isVoid, isSelectable } = editor;
  const outOfLeaf = (point: Point, toStart: boolean): Point => {
    const leaf = Editor.above(editor, { at: point, match: isLeafElement });
    if (!leaf) return point;
    // Mid-transform (normalizing off) a leaf may not have its surrounding texts yet.
    if (toStart) return Path.hasPrevious(leaf[1]) ? Editor.end(editor, Path.previous(leaf[1])) : point;
    const next = Path.next(leaf[1]);
    return Editor.hasPath(editor, next) ? Editor.start(editor, next) : point;
  };
  editor.apply = (operation) => {
    apply(operation);
    const { selection } = editor;
    if (!selection) return;
    const collapsed = Range.isCollapsed(selection);
    const backward = Range.isBackward(selection);
    const anchor = outOfLeaf(selection.anchor, !collapsed && !backward);
    const focus = outOfLeaf(selection.focus, !collapsed && backward);
    if (anchor !== selection.anchor || focus !== selection.focus) Transforms.select(editor, { anchor, focus });
  };
  editor.isInline = (element) => LEAF_TYPES.has(element.type) || WRAPPER_TYPES.has(element.type) || isInline(element);
  editor.isVoid = (element) => LEAF_TYPES.has(element.type) || isVoid(element);
  editor.isSelectable = (element) => !LEAF_TYPES.has(element.type) && isSelectable(element);
  editor.insertBreak = () => {
    const { selection } = editor;
    if (!selection) return;
    Editor.withoutNormalizing(editor, () => {
      if (Range.isExpanded(selection)) Transforms.delete(editor);
      const wrapper = Editor.above(editor, { match: isWrapperElement });
      if (wrapper && editor.selection) {
        const point = editor.selection.anchor;
        // An empty half of a wrapper would be left behind on one of the lines.
        // Texts always surround an inline, so the wrapper has siblings on both sides.
        if (Editor.isStart(editor, point, wrapper[1]))
          Transforms.select(editor, Editor.end(editor, Path.previous(wrapper[1])));
        else if (Editor.isEnd(editor, point, wrapper[1]))
          Transforms.select(editor, Editor.start(editor, Path.next(wrapper[1])));
      }
      Transforms.splitNodes(editor, { always: true });
    });
  };
  editor.insertSoftBreak = () => editor.insertBreak();
  return editor;
}
