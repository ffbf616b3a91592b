import { AUDITION_MAX_LENGTH, countLength, plainText, type ScriptDocument } from '@dubkit/sdk-core';
import { Editor, type Element, Node, type Path, type Point, Range } from 'slate';
import { toDocument } from './convert';
import type { HeadlessScriptEditor } from './types';

/** With a collapsed cursor, audition takes the characters after it (spec part 2 §5). */
export const AUDITION_AFTER_CURSOR_LENGTH = 300;

/** The range an audition plays: the selection, or the characters after a collapsed cursor. */
export function auditionRange(editor: HeadlessScriptEditor): Range | null {
  const { selection } = editor;
  if (!selection) return null;
  if (Range.isExpanded(selection)) return selection;
  const end =
    Editor.after(editor, selection.anchor, { distance: AUDITION_AFTER_CURSOR_LENGTH, unit: 'character' }) ??
    Editor.end(editor, []);
  return { anchor: selection.anchor, focus: end };
}

/** What an audition plays: the selection, or the characters after the cursor, as a markup document. */
export function auditionDocument(editor: HeadlessScriptEditor): ScriptDocument | null {
  const range = auditionRange(editor);
  return range && toDocument(Editor.fragment(editor, range), editor.narration);
}

/**
 * What an audition from a collapsed cursor is made of, by reference (Slate's nodes are immutable): the tail of the
 * cursor's text, then up to the lines each ancestor's own properties and later children, each list led by its length.
 * Equal keys mean equal content after the cursor.
 */
function contentAfter(editor: HeadlessScriptEditor, { path, offset }: Point): unknown[] {
  const key: unknown[] = [Node.leaf(editor, path).text.slice(offset)];
  for (let at: Path = path; at.length > 1; at = at.slice(0, -1)) {
    const { children, ...properties } = Node.parent(editor, at) as Element;
    const later = children.slice((at[at.length - 1] as number) + 1);
    const own = Object.entries(properties).flat();
    key.push(later.length, ...later, own.length, ...own);
  }
  const line = path[0] as number;
  key.push(...editor.children.slice(line + 1));
  return key;
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** The last collapsed cursor's answer: typing before the cursor leaves what follows it, so the answer, unchanged. */
const LAST_AT_CURSOR = new WeakMap<HeadlessScriptEditor, { key: unknown[]; refusal: string | null }>();

function auditionRefusal(editor: HeadlessScriptEditor): string | null {
  const document = auditionDocument(editor);
  if (!document || countLength(document) > AUDITION_MAX_LENGTH) return editor.messages.auditionSelection;
  return plainText(document).trim() ? null : editor.messages.auditionEmpty;
}

export function refusalForAudition(editor: HeadlessScriptEditor): string | null {
  const { selection } = editor;
  if (!selection || Range.isExpanded(selection)) return auditionRefusal(editor);
  const key = [editor.messages, ...contentAfter(editor, selection.anchor)];
  const last = LAST_AT_CURSOR.get(editor);
  if (last && sameKey(last.key, key)) return last.refusal;
  const refusal = auditionRefusal(editor);
  LAST_AT_CURSOR.set(editor, { key, refusal });
  return refusal;
}
