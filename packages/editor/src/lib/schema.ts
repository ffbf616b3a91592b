import { Editor, Element, type Node, Path, Range, Transforms } from 'slate';
import type { LeafElement, LineElement, WrapperElement } from './types';

const LEAF_TYPES = new Set<string>(['pause', 'phoneme', 'continuous', 'alias', 'numberAlias', 'sayAs', 'soundEffect']);
const WRAPPER_TYPES = new Set<string>(['multiVoice', 'localProsody']);

export const isLine = (node: Node): node is LineElement => Element.isElement(node) && node.type === 'line';
export const isLeafElement = (node: Node): node is LeafElement => Element.isElement(node) && LEAF_TYPES.has(node.type);
export const isWrapperElement = (node: Node): node is WrapperElement =>
  Element.isElement(node) && WRAPPER_TYPES.has(node.type);

/**
 * The script's schema on a Slate editor: leaf nodes are inline voids, wrappers editable inlines; Enter (and
 * Shift+Enter) starts a new line, stepping out of a wrapper first when the cursor is at its edge.
 */
export function withScriptNodes<T extends Editor>(editor: T): T {
  const { isInline, isVoid } = editor;
  editor.isInline = (element) => LEAF_TYPES.has(element.type) || WRAPPER_TYPES.has(element.type) || isInline(element);
  editor.isVoid = (element) => LEAF_TYPES.has(element.type) || isVoid(element);
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
