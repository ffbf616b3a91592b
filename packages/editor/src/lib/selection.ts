import { Editor, Node, type NodeEntry, Path, Range, Text, Transforms } from 'slate';
import { isLeafElement, isWrapperElement } from './schema';
import type { HeadlessScriptEditor, InlineElement } from './types';

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
  let seen = 0;
  for (const [, path] of Editor.nodes(editor, { at: [], match: (node) => 'type' in node && node.type === 'cue' })) {
    if (seen++ < index) continue;
    Transforms.select(editor, Editor.start(editor, Path.next(path)));
    return true;
  }
  return false;
}
