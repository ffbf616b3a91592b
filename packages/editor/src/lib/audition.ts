import { characterCount, countLength, plainText, type ScriptDocument } from '@dubkit/sdk-core/markup';
import { AUDITION_MAX_LENGTH } from '@dubkit/sdk-core/studio';
import { Editor, Element, Node, type NodeEntry, Path, type Point, Range, Text } from 'slate';
import { toDocument } from './convert';
import type { HeadlessScriptEditor } from './types';

/** With a collapsed cursor, audition takes the characters after it (spec part 2 §5). */
export const AUDITION_AFTER_CURSOR_LENGTH = 300;

/** With nothing to hear after the cursor, audition takes at most this many characters of the sentence before it. */
export const AUDITION_BEFORE_CURSOR_LENGTH = 300;

/** Where an audition's text comes from. */
export type AuditionSource =
  /** The selection. */
  | 'selection'
  /** Up to 300 characters after a collapsed cursor (the spec's rule). */
  | 'afterCursor'
  /** Nothing to hear after the cursor: the sentence the cursor is in, or ends. */
  | 'sentence'
  /** As `sentence`, but the sentence is longer than 300 characters: its last 300. */
  | 'sentenceEnd';

export interface AuditionTarget {
  source: AuditionSource;
  range: Range;
}

/** Ends a sentence (a line break does too). */
const SENTENCE_END = /[。！？!?…]/;

/** The characters after a collapsed cursor that the spec's rule plays. */
function afterCursorRange(editor: HeadlessScriptEditor, anchor: Point): Range {
  const end =
    Editor.after(editor, anchor, { distance: AUDITION_AFTER_CURSOR_LENGTH, unit: 'character' }) ??
    Editor.end(editor, []);
  return { anchor, focus: end };
}

/**
 * One character before the cursor, walking back: `at` before it, `after` after it; '\n' between lines. A leaf node is
 * one unit, its text what the script's plain text shows for it (a pause or sound effect shows none).
 */
interface Unit {
  text: string;
  leaf: boolean;
  at: Point;
  after: Point;
}

/** The characters before `caret`, last first. */
function* unitsBefore(editor: HeadlessScriptEditor, caret: Point): Generator<Unit> {
  let line = caret.path[0] as number;
  const entries = Editor.nodes(editor, {
    at: { anchor: Editor.start(editor, []), focus: caret },
    match: (node) => Text.isText(node) || (Element.isElement(node) && Editor.isVoid(editor, node)),
    reverse: true,
  }) as Generator<NodeEntry<Node>>;
  for (const [node, path] of entries) {
    for (; (path[0] as number) < line; line--) {
      const at = Editor.end(editor, [line - 1]);
      yield { text: '\n', leaf: false, at, after: Editor.start(editor, [line]) };
    }
    if (Element.isElement(node)) {
      const text = 'original' in node ? node.original : '';
      yield { text, leaf: true, at: Editor.start(editor, path), after: Editor.end(editor, path) };
      continue;
    }
    if (!Text.isText(node)) continue;
    const end = Path.equals(path, caret.path) ? caret.offset : node.text.length;
    for (let offset = end; offset > 0; offset--) {
      const text = node.text[offset - 1] as string;
      yield { text, leaf: false, at: { path, offset: offset - 1 }, after: { path, offset } };
    }
  }
}

/**
 * The sentence a collapsed cursor is in, or ends: back from the last character that is not blank to the previous
 * sentence end (。！？!?… or a line break), at most its last 300 characters; with the spec's refusal for it (the
 * same as for its markup document, without making one on every keystroke). Null when only blanks precede the cursor.
 */
export function sentenceBeforeCursor(
  editor: HeadlessScriptEditor,
  caret: Point,
): { target: AuditionTarget; refusal: string | null } | null {
  let end: Point | null = null;
  let start: Point | null = null;
  let inSentence = false;
  let count = 0;
  let capped = false;
  let length = 0;
  let lengthAtStart = 0;
  for (const unit of unitsBefore(editor, caret)) {
    const blank = !unit.text.trim();
    if (!end) {
      if (blank) continue;
      end = unit.after;
    }
    const terminator = !unit.leaf && SENTENCE_END.test(unit.text);
    if (unit.text === '\n' || (inSentence && terminator)) break;
    if (count === AUDITION_BEFORE_CURSOR_LENGTH) {
      capped = true;
      break;
    }
    count++;
    length += characterCount(unit.text);
    if (!terminator && !blank) inSentence = true;
    // The sentence starts at its first character that is not blank.
    if (!blank) {
      start = unit.at;
      lengthAtStart = length;
    }
  }
  if (!end || !start) return null;
  return {
    target: { source: capped ? 'sentenceEnd' : 'sentence', range: { anchor: start, focus: end } },
    refusal: lengthAtStart > AUDITION_MAX_LENGTH ? editor.messages.auditionSelection : null,
  };
}

/** The spec's refusal for a range's text, or null. */
function refusalFor(editor: HeadlessScriptEditor, range: Range | null): string | null {
  const document = range && toDocument(Editor.fragment(editor, range), editor.narration);
  if (!document || countLength(document) > AUDITION_MAX_LENGTH) return editor.messages.auditionSelection;
  return plainText(document).trim() ? null : editor.messages.auditionEmpty;
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

/** The refusal for the characters after a collapsed cursor, remembered while what follows the cursor is unchanged. */
function refusalAfterCursor(editor: HeadlessScriptEditor, anchor: Point): string | null {
  const key = [editor.messages, ...contentAfter(editor, anchor)];
  const last = LAST_AT_CURSOR.get(editor);
  if (last && sameKey(last.key, key)) return last.refusal;
  const refusal = refusalFor(editor, afterCursorRange(editor, anchor));
  LAST_AT_CURSOR.set(editor, { key, refusal });
  return refusal;
}

/** What 试听 would play now, and why not when it cannot. */
export interface AuditionPlan {
  /** Where what it plays comes from; null without a selection. */
  source: AuditionSource | null;
  /** The spec's text when it cannot play (试听内容不能为空 for a blank script), else null. */
  refusal: string | null;
}

/** The plan, and the sentence when that is what it plays (the characters after the cursor are found on demand). */
function plan(editor: HeadlessScriptEditor): AuditionPlan & { target?: AuditionTarget } {
  const { selection } = editor;
  if (!selection) return { source: null, refusal: editor.messages.auditionSelection };
  if (Range.isExpanded(selection)) {
    return {
      source: 'selection',
      refusal: refusalFor(editor, selection),
      target: { source: 'selection', range: selection },
    };
  }
  const after = refusalAfterCursor(editor, selection.anchor);
  if (after !== editor.messages.auditionEmpty) return { source: 'afterCursor', refusal: after };
  const sentence = sentenceBeforeCursor(editor, selection.anchor);
  if (!sentence) return { source: 'afterCursor', refusal: after };
  return { source: sentence.target.source, refusal: sentence.refusal, target: sentence.target };
}

/**
 * The audition rule: the selection; with a collapsed cursor, up to 300 characters after it (spec part 2 §5); and
 * with nothing to hear after the cursor, as after typing, the sentence the cursor ends, so 试听 is never dead while
 * the script holds text. Cheap enough for every keystroke: it walks no more than the sentence before the cursor.
 */
export function auditionPlan(editor: HeadlessScriptEditor): AuditionPlan {
  const { source, refusal } = plan(editor);
  return { source, refusal };
}

/** What 试听 plays: where from, and the range. Null without a selection. */
export function auditionTarget(editor: HeadlessScriptEditor): AuditionTarget | null {
  const { selection } = editor;
  const { source, target } = plan(editor);
  if (target) return target;
  if (!selection || !source) return null;
  return { source, range: afterCursorRange(editor, selection.anchor) };
}

/** The range an audition plays (see `auditionPlan`). */
export function auditionRange(editor: HeadlessScriptEditor): Range | null {
  return auditionTarget(editor)?.range ?? null;
}

/** What an audition plays, as a markup document (see `auditionPlan`). */
export function auditionDocument(editor: HeadlessScriptEditor): ScriptDocument | null {
  const range = auditionRange(editor);
  return range && toDocument(Editor.fragment(editor, range), editor.narration);
}

/** Why 试听 cannot play now (the spec's text), or null. */
export function refusalForAudition(editor: HeadlessScriptEditor): string | null {
  return auditionPlan(editor).refusal;
}

/** The part of `range` within a text node, for a Slate `decorate` to mark: none for other nodes. */
export function rangeWithin(editor: HeadlessScriptEditor, range: Range | null, [node, path]: NodeEntry): Range[] {
  if (!range || !Text.isText(node)) return [];
  const within = Range.intersection(range, Editor.range(editor, path));
  return within && Range.isExpanded(within) ? [within] : [];
}
