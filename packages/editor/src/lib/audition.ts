import { AUDITION_MAX_LENGTH, countLength, plainText, type ScriptDocument } from '@dubkit/sdk-core';
import { Editor, Range } from 'slate';
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

export function canAudition(editor: HeadlessScriptEditor): string | null {
  const document = auditionDocument(editor);
  if (!document || countLength(document) > AUDITION_MAX_LENGTH) return editor.messages.auditionSelection;
  return plainText(document).trim() ? null : editor.messages.auditionEmpty;
}
