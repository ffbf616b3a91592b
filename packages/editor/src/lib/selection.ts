import { Editor, Element, Node, type NodeEntry, Path, Range, Text, Transforms } from 'slate';
import { isLeafElement, isWrapperElement } from './schema';
import type { HeadlessScriptEditor, InlineElement, LineElement } from './types';

/** A selection lying within one run of text (a wrapper's text included), which a leaf node can replace. */
export interface SelectedRun {
  range: Range;
  text: string;
}

/** The selected text when the selection is expanded within one run of text; null otherwise. */
export function selectedRun(editor: HeadlessScriptEditor): SelectedRun | null {
  const { selection } = editor;
  if (!selection || Range.isCollapsed(selection)) return null;
  const range = Editor.unhangRange(editor, selection);
  const [start, end] = Range.edges(range);
  if (!Path.equals(start.path, end.path) || Editor.void(editor, { at: start.path })) return null;
  const node = Node.get(editor, start.path);
  const text = Text.isText(node) ? node.text.slice(start.offset, end.offset) : '';
  return text ? { range, text } : null;
}

/** The text a range shows: its texts, and each leaf node as its original text. */
export function rangeText(editor: HeadlessScriptEditor, range: Range): string {
  let out = '';
  for (const [node, path] of Editor.nodes(editor, {
    at: range,
    match: (n) => Text.isText(n) || isLeafElement(n),
  })) {
    if (isLeafElement(node)) {
      if ('original' in node) out += node.original;
    } else if (Text.isText(node)) {
      const part = Range.intersection(range, Editor.range(editor, path));
      if (part) {
        const [start, end] = Range.edges(part);
        out += node.text.slice(start.offset, end.offset);
      }
    }
  }
  return out;
}

/** Whether a range touches a multi-voice or local-pitch wrapper (lies in one, holds one or overlaps one). */
export function touchesWrapper(editor: HeadlessScriptEditor, range: Range): boolean {
  return !Editor.nodes(editor, { at: range, match: isWrapperElement }).next().done;
}

/** The node a collapsed cursor sits just after, or lies in (a wrapper): the one Alt+Enter opens. */
export function nodeAtCursor(editor: HeadlessScriptEditor): NodeEntry<InlineElement> | undefined {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return undefined;
  const { path, offset } = selection.anchor;
  if (offset === 0 && (path.at(-1) ?? 0) > 0) {
    const before = Path.previous(path);
    const node = Node.get(editor, before);
    if (isLeafElement(node) || isWrapperElement(node)) return [node, before];
  }
  return Editor.above(editor, { match: isWrapperElement });
}

/** Puts the cursor just after the script's `index`-th subtitle cue (from 0), at the start of its text; false when none. */
export function selectCue(editor: HeadlessScriptEditor, index: number): boolean {
  const path = cuePath(editor, index);
  if (!path) return false;
  Transforms.select(editor, Editor.start(editor, Path.next(path)));
  return true;
}

const isCue = (node: Node) => Element.isElement(node) && node.type === 'cue';

const cuePath = (editor: HeadlessScriptEditor, index: number): Path | undefined =>
  Array.from(Editor.nodes(editor, { at: [], match: isCue }))[index]?.[1];

/**
 * Replaces the text of the script's `index`-th subtitle cue (from 0): everything after it up to the next cue or the
 * line's end. When that is one multi-voice or local-prosody wrapper (a speaker's line), its content is replaced and
 * the wrapper, its voice, kept. One undo step; false when there is no such cue.
 */
export function replaceCueText(editor: HeadlessScriptEditor, index: number, text: string): boolean {
  const path = cuePath(editor, index);
  if (!path) return false;
  const linePath = Path.parent(path);
  const { children } = Node.get(editor, linePath) as LineElement;
  const from = (path.at(-1) ?? 0) + 1;
  let to = from;
  while (to < children.length && !isCue(children[to] as Node)) to++;
  const slot = children.slice(from, to);
  const wrapper = slot.find(isWrapperElement);
  // Slate keeps empty texts around inline elements: one wrapper with only those beside it is a speaker's line.
  const [parent, first, end] =
    wrapper && slot.every((node) => node === wrapper || (Text.isText(node) && node.text === ''))
      ? [[...linePath, from + slot.indexOf(wrapper)], 0, wrapper.children.length]
      : [linePath, from, to];
  Editor.withoutNormalizing(editor, () => {
    for (let i = end - 1; i >= first; i--) Transforms.removeNodes(editor, { at: [...parent, i] });
    Transforms.insertNodes(editor, { text }, { at: [...parent, first] });
  });
  return true;
}
