/** Loading and saving the script, SRT import and plain-text paste. */
import {
  type ContentVersion,
  importSrt,
  importTimedSubtitles,
  MarkupError,
  parse,
  parseSubtitleCues,
  type ScriptDocument,
  type SubtitleCueIn,
  serialize,
  type VoiceSelection,
} from '@dubkit/sdk-core/markup';
import { Editor, Transforms } from 'slate';
import { fromDocument, toDocument } from './convert';
import { resetHistory } from './history';
import type { HeadlessScriptEditor } from './types';

/** The script as a markup document. */
export function getDocument(editor: HeadlessScriptEditor): ScriptDocument {
  return toDocument(editor.children, editor.narration);
}

/** The script as work content (version 2), what saving and submitting send. */
export function getContent(editor: HeadlessScriptEditor): string {
  return serialize(getDocument(editor));
}

/** Shows a document as a fresh start: no history to undo into, not modified. */
export function loadDocument(editor: HeadlessScriptEditor, document: ScriptDocument): void {
  editor.children = fromDocument(document);
  editor.narration = document.narration;
  editor.selection = null;
  editor.modifiedAt = null;
  resetHistory(editor);
  editor.onChange();
}

/** Loads a saved work's content (version 1 or 2); returns 无法匹配此标签 when it cannot be read. */
export function loadContent(editor: HeadlessScriptEditor, content: string, version: ContentVersion): string | null {
  let document: ScriptDocument;
  try {
    document = parse(content, version);
  } catch (error) {
    if (error instanceof MarkupError) return editor.messages.tagUnmatched;
    throw error;
  }
  loadDocument(editor, document);
  return null;
}

/** Replaces the whole text (keeping smart narration) as one edit that undo takes back. */
export function replaceDocument(editor: HeadlessScriptEditor, document: ScriptDocument): void {
  Editor.withoutNormalizing(editor, () => {
    for (let index = editor.children.length - 1; index >= 0; index--) Transforms.removeNodes(editor, { at: [index] });
    Transforms.insertNodes(editor, fromDocument(document), { at: [0], select: false });
  });
  Transforms.select(editor, Editor.end(editor, []));
}

export interface SubtitleImportOptions {
  /** Keeps each cue's timing as a cue node, for dubbing fitted to it (accepts .srt and .vtt). */
  fitToTiming?: boolean;
  /** With `fitToTiming`: the voice each speaker's lines are spoken by; other lines keep the script's voice. */
  voices?: Readonly<Record<string, VoiceSelection>>;
}

/** Timed subtitles read from a file, or the refusal to show. */
export type SubtitleRead = { ok: true; cues: SubtitleCueIn[] } | { ok: false; refusal: string };

/** Reads an .srt or .vtt file's cues with their timing and speakers, changing nothing. */
export async function readTimedSubtitles(
  editor: HeadlessScriptEditor,
  file: Pick<File, 'name' | 'text'>,
): Promise<SubtitleRead> {
  if (!/\.(srt|vtt)$/i.test(file.name)) return { ok: false, refusal: editor.messages.subtitleFileOnly };
  try {
    return { ok: true, cues: parseSubtitleCues(await file.text()) };
  } catch (error) {
    if (error instanceof MarkupError) return { ok: false, refusal: editor.messages.srtInvalid };
    throw error;
  }
}

/** Puts timed cues in place of the text (one edit): a line per cue, opened by its cue node. */
export function importSubtitleCues(
  editor: HeadlessScriptEditor,
  cues: readonly SubtitleCueIn[],
  voices: SubtitleImportOptions['voices'] = {},
): void {
  replaceDocument(editor, importTimedSubtitles(cues, voices));
}

/**
 * Imports subtitles in place of the text: each cue a line, the gaps before cues pauses (.srt only); with
 * `fitToTiming`, each line opened by its cue's timing instead (.srt or .vtt).
 */
export async function importSrtFile(
  editor: HeadlessScriptEditor,
  file: Pick<File, 'name' | 'text'>,
  options: SubtitleImportOptions = {},
): Promise<string | null> {
  if (options.fitToTiming) {
    const read = await readTimedSubtitles(editor, file);
    if (!read.ok) return read.refusal;
    importSubtitleCues(editor, read.cues, options.voices);
    return null;
  }
  if (!/\.srt$/i.test(file.name)) return editor.messages.srtOnly;
  let document: ScriptDocument;
  try {
    document = importSrt(await file.text());
  } catch (error) {
    if (error instanceof MarkupError) return editor.messages.srtInvalid;
    throw error;
  }
  replaceDocument(editor, document);
  return null;
}

/** Pastes plain text only: each newline starts a new line. */
export function insertPlainText(editor: HeadlessScriptEditor, text: string): void {
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) Editor.insertBreak(editor);
    if (line) Editor.insertText(editor, line);
  });
}
