/**
 * One command per toolbar action. Each `can…` rule returns the spec's tooltip or warning text when the selection
 * does not allow the action, or null when it does; each command applies it, or returns that text and changes nothing.
 */
import {
  characterCount,
  isValidPinyin,
  type NumberReading,
  numberReadings,
  type Prosody,
  type SayAsNode,
  type SoundEffectNode,
  type VoiceSelection,
} from '@dubkit/sdk-core/markup';
import { Editor, Node, Path, Range, Transforms } from 'slate';
import { recordSnapshot } from './history';
import { isLeafElement, isWrapperElement } from './schema';
import { rangeText, type SelectedRun, selectedRun, touchesWrapper } from './selection';
import type { HeadlessScriptEditor, InlineElement, LeafElement, VoidChildren, WrapperElement } from './types';

export type SoundEffect = Omit<SoundEffectNode, 'type'>;

/** Continuous reading: more than 1 and fewer than 20 characters. */
export const CONTINUOUS_MIN_LENGTH = 2;
export const CONTINUOUS_MAX_LENGTH = 19;

const ONE_CHINESE_CHARACTER = /^\p{Script=Han}$/u;
const ENGLISH_LETTERS = /^[A-Za-z]+$/;
const DIGIT = /\d/;

const empty = (): VoidChildren => [{ text: '' }];

/** Inserts a leaf node at the cursor, or in place of the selected run; the cursor goes after it (see the schema). */
function insertLeaf(editor: HeadlessScriptEditor, element: LeafElement, run?: SelectedRun): void {
  if (run) Transforms.select(editor, run.range);
  Transforms.insertNodes(editor, element);
}

// ---------------------------------------------------------------------------------------------------------------
// At a cursor

export function refusalForPause(editor: HeadlessScriptEditor): string | null {
  const { selection, messages } = editor;
  if (!selection) return messages.pauseNoCursor;
  return Range.isCollapsed(selection) ? null : messages.pauseRange;
}

export function insertPause(editor: HeadlessScriptEditor, ms: number): string | null {
  const refusal = refusalForPause(editor);
  if (!refusal) insertLeaf(editor, { type: 'pause', ms, children: empty() });
  return refusal;
}

export function refusalForSoundEffect(editor: HeadlessScriptEditor): string | null {
  const { selection, messages } = editor;
  return selection && Range.isCollapsed(selection) ? null : messages.soundEffectNoCursor;
}

export function insertSoundEffect(editor: HeadlessScriptEditor, effect: SoundEffect | null): string | null {
  const refusal = refusalForSoundEffect(editor) ?? (effect ? null : editor.messages.soundEffectNone);
  if (!refusal && effect) {
    const { name, filepath, duration } = effect;
    insertLeaf(editor, { type: 'soundEffect', name, filepath, duration, children: empty() });
  }
  return refusal;
}

// ---------------------------------------------------------------------------------------------------------------
// On a run of selected text

export function refusalForContinuous(editor: HeadlessScriptEditor): string | null {
  const run = selectedRun(editor);
  const length = run?.text.trim() ? characterCount(run.text) : 0;
  return length >= CONTINUOUS_MIN_LENGTH && length <= CONTINUOUS_MAX_LENGTH ? null : editor.messages.continuousRefused;
}

export function markContinuous(editor: HeadlessScriptEditor): string | null {
  const refusal = refusalForContinuous(editor);
  const run = selectedRun(editor);
  if (!refusal && run) insertLeaf(editor, { type: 'continuous', original: run.text, children: empty() }, run);
  return refusal;
}

/** The Chinese character a phoneme can be set on, or null. */
export function selectedCharacter(editor: HeadlessScriptEditor): string | null {
  const run = selectedRun(editor);
  return run && ONE_CHINESE_CHARACTER.test(run.text) ? run.text : null;
}

export function refusalForPhoneme(editor: HeadlessScriptEditor): string | null {
  return selectedCharacter(editor) ? null : editor.messages.phonemeRefused;
}

/** Sets the reading of the selected character: pinyin a–z (at most 7 letters) and tone 1–5 (5 neutral). */
export function insertPhoneme(editor: HeadlessScriptEditor, pinyin: string, tone: number): string | null {
  if (!isValidPinyin(pinyin, tone)) throw new RangeError(`Not a pinyin syllable: ${pinyin}${tone}`);
  const refusal = refusalForPhoneme(editor);
  const run = selectedRun(editor);
  if (!refusal && run)
    insertLeaf(editor, { type: 'phoneme', original: run.text, pinyin, tone, children: empty() }, run);
  return refusal;
}

export function refusalForAlias(editor: HeadlessScriptEditor): string | null {
  const run = selectedRun(editor);
  return run?.text.trim() && characterCount(run.text) > 1 ? null : editor.messages.aliasSelection;
}

export function insertAlias(editor: HeadlessScriptEditor, alias: string): string | null {
  const refusal = refusalForAlias(editor) ?? (alias.trim() ? null : editor.messages.aliasBlank);
  const run = selectedRun(editor);
  if (!refusal && run) insertLeaf(editor, { type: 'alias', original: run.text, alias, children: empty() }, run);
  return refusal;
}

/** The readings offered for the selection: a run of more than 1 character with a digit, of a recognised pattern. */
export function selectedNumberReadings(editor: HeadlessScriptEditor): NumberReading[] {
  const run = selectedRun(editor);
  return run && characterCount(run.text) > 1 && DIGIT.test(run.text) ? numberReadings(run.text) : [];
}

export function refusalForNumberReading(editor: HeadlessScriptEditor): string | null {
  const { selection, messages } = editor;
  if (!selection || Range.isCollapsed(selection)) return messages.numberSelection;
  return selectedNumberReadings(editor).length ? null : messages.numberNotRecognised;
}

export function insertNumberReading(editor: HeadlessScriptEditor, reading: NumberReading): string | null {
  const refusal = refusalForNumberReading(editor);
  const run = selectedRun(editor);
  if (!refusal && run) {
    const { name, value } = reading;
    insertLeaf(editor, { type: 'numberAlias', original: run.text, name, value, children: empty() }, run);
  }
  return refusal;
}

export function refusalForSayAs(editor: HeadlessScriptEditor): string | null {
  const run = selectedRun(editor);
  return run && ENGLISH_LETTERS.test(run.text) ? null : editor.messages.wordRefused;
}

/** Word reading: English letters read letter by letter (`characters`) or as a word (`word`). */
export function insertSayAs(editor: HeadlessScriptEditor, interpretAs: SayAsNode['interpretAs']): string | null {
  const refusal = refusalForSayAs(editor);
  const run = selectedRun(editor);
  if (!refusal && run) insertLeaf(editor, { type: 'sayAs', original: run.text, interpretAs, children: empty() }, run);
  return refusal;
}

// ---------------------------------------------------------------------------------------------------------------
// Around any non-blank selection

function canWrap(editor: HeadlessScriptEditor, refused: string, select: string): string | null {
  const { selection } = editor;
  if (!selection || Range.isCollapsed(selection)) return select;
  if (touchesWrapper(editor, selection)) return refused;
  return rangeText(editor, selection).trim() ? null : select;
}

/** Wraps the selection, one wrapper per line it spans, and puts the cursor after the last. */
function wrap(editor: HeadlessScriptEditor, wrapper: Omit<WrapperElement, 'children'>) {
  const { selection } = editor;
  if (!selection) return;
  const range = Editor.unhangRange(editor, selection);
  const [start, end] = Range.edges(range);
  const after = Editor.pointRef(editor, end);
  Editor.withoutNormalizing(editor, () => {
    for (let line = end.path[0] as number; line >= (start.path[0] as number); line--) {
      const part = Range.intersection(range, Editor.range(editor, [line]));
      if (part && Range.isExpanded(part)) {
        Transforms.wrapNodes(editor, { ...wrapper, children: [] } as WrapperElement, { at: part, split: true });
      }
    }
  });
  const point = after.unref();
  const last = point && Editor.above(editor, { at: point, match: isWrapperElement });
  if (point) Transforms.select(editor, last ? Editor.start(editor, Path.next(last[1])) : point);
}

export function refusalForMultiVoice(editor: HeadlessScriptEditor): string | null {
  const { messages } = editor;
  return canWrap(editor, messages.multiVoiceRefused, messages.multiVoiceSelect);
}

/** Gives the selection to another anchor (the multi-voice picker's selection). */
export function wrapMultiVoice(editor: HeadlessScriptEditor, voice: VoiceSelection): string | null {
  const refusal = refusalForMultiVoice(editor);
  if (refusal) return refusal === editor.messages.multiVoiceSelect ? editor.messages.multiVoiceHint : refusal;
  wrap(editor, { type: 'multiVoice', ...voice });
  return null;
}

export function refusalForLocalProsody(editor: HeadlessScriptEditor): string | null {
  const { messages } = editor;
  return canWrap(editor, messages.localProsodyRefused, messages.localProsodySelect);
}

/** Gives the selection its own pitch, speed and volume. */
export function wrapLocalProsody(editor: HeadlessScriptEditor, prosody: Prosody): string | null {
  const refusal = refusalForLocalProsody(editor);
  if (!refusal) {
    wrap(editor, { type: 'localProsody', pitch: prosody.pitch, speed: prosody.speed, volume: prosody.volume });
  }
  return refusal;
}

// ---------------------------------------------------------------------------------------------------------------
// On a node (its popover)

/** Removes a node: a leaf gives back its original text (selected), a wrapper its content. */
export function removeNode(editor: HeadlessScriptEditor, at: Path): void {
  const node = Node.get(editor, at);
  if (isWrapperElement(node)) {
    Transforms.unwrapNodes(editor, { at });
    return;
  }
  if (!isLeafElement(node)) return;
  const original = 'original' in node ? node.original : '';
  Editor.withoutNormalizing(editor, () => {
    // An inline always has a text before it.
    const start = Editor.end(editor, Path.previous(at));
    Transforms.removeNodes(editor, { at });
    Transforms.insertText(editor, original, { at: start });
    Transforms.select(editor, { anchor: start, focus: { path: start.path, offset: start.offset + original.length } });
  });
}

type NodeChanges<T extends InlineElement['type']> = Partial<
  Omit<Extract<InlineElement, { type: T }>, 'type' | 'children'>
>;

/** Edits a node's properties from its popover (a reading, an alias, prosody values…). */
export function updateNode<T extends InlineElement['type']>(
  editor: HeadlessScriptEditor,
  at: Path,
  type: T,
  changes: NodeChanges<T>,
): void {
  const node = Node.get(editor, at);
  if (!('type' in node) || node.type !== type) throw new Error(`No ${type} node at [${at.join(',')}]`);
  Transforms.setNodes<InlineElement>(editor, changes as Partial<InlineElement>, { at });
}

/** Changes an alias from its popover; a blank alias is refused. */
export function updateAlias(editor: HeadlessScriptEditor, at: Path, alias: string): string | null {
  if (!alias.trim()) return editor.messages.aliasBlank;
  updateNode(editor, at, 'alias', { alias });
  return null;
}

/** Changes a subtitle cue's slot from its popover; an end before the start is refused. */
export function updateCue(editor: HeadlessScriptEditor, at: Path, startMs: number, endMs: number): string | null {
  if (endMs < startMs) return editor.messages.cueEndBeforeStart;
  updateNode(editor, at, 'cue', { startMs, endMs });
  return null;
}

/** Changes smart narration (标点停顿); undoable like any edit. */
export function setNarration(editor: HeadlessScriptEditor, narration: HeadlessScriptEditor['narration']): void {
  editor.narration = narration;
  recordSnapshot(editor);
  editor.onChange();
}
