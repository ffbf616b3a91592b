/**
 * The document model of a script (spec part 2 §3 "Editor inline nodes" and "Speech markup tags"): lines of text
 * with inline nodes. Text is a plain string; every node keeps the text it was made from, so removing it gives that
 * text back (`restoreOriginal`).
 */

/** A pause of `ms` milliseconds, inserted at a cursor (no text of its own). */
export interface PauseNode {
  type: 'pause';
  ms: number;
}

/** A polyphone reading: one character read with the given pinyin (a–z) and tone (1–4, 5 neutral). */
export interface PhonemeNode {
  type: 'phoneme';
  text: string;
  pinyin: string;
  tone: number;
}

/** Text read continuously, without internal pauses (连读). */
export interface ContinuousNode {
  type: 'continuous';
  text: string;
}

/** Text read as another text (别名). */
export interface AliasNode {
  type: 'alias';
  text: string;
  alias: string;
}

/** A number read with a chosen reading: its name (e.g. 年份) and the Chinese text it produces. */
export interface NumberAliasNode {
  type: 'numberAlias';
  text: string;
  name: string;
  value: string;
}

/** English letters read letter by letter (`characters`) or as a word (`word`). */
export interface SayAsNode {
  type: 'sayAs';
  text: string;
  interpretAs: 'characters' | 'word';
}

/** A sound effect clip (spec: name, filepath, duration in seconds), inserted at a cursor. */
export interface SoundEffectNode {
  type: 'soundEffect';
  name: string;
  filepath: string;
  duration: number;
}

/**
 * Where a subtitle cue starts and ends (an imported SRT/WebVTT line's slot): with "fit to timing" the speech from here
 * to the next cue starts at `startMs` and is fitted into the slot; otherwise it marks nothing audible.
 */
export interface CueNode {
  type: 'cue';
  startMs: number;
  endMs: number;
}

export type LeafNode =
  | PauseNode
  | CueNode
  | PhonemeNode
  | ContinuousNode
  | AliasNode
  | NumberAliasNode
  | SayAsNode
  | SoundEffectNode;

/** What a multi-voice segment or a local adjustment wraps: text and leaf nodes, never another wrapper. */
export type SegmentInline = string | LeafNode;

/** The prosody sliders, in the units and ranges of `PROSODY_RANGES` (rules/prosody.ts). */
export interface Prosody {
  pitch: number;
  speed: number;
  volume: number;
}

export interface VoiceRole {
  name: string;
  value: string;
}

/** The multi-voice picker's selection (spec part 2 §3 "Voice selection result"). */
export interface VoiceSelection extends Prosody {
  anchorId: number;
  anchorName: string;
  templateId: number;
  templateName: string;
  /** Present only when a role other than 无 was chosen. */
  role?: VoiceRole;
}

/** Text spoken by another anchor (多主播). */
export interface MultiVoiceNode extends VoiceSelection {
  type: 'multiVoice';
  children: SegmentInline[];
}

/** Text spoken with its own pitch, speed and volume (局部调节). */
export interface LocalProsodyNode extends Prosody {
  type: 'localProsody';
  children: SegmentInline[];
}

export type WrapperNode = MultiVoiceNode | LocalProsodyNode;
export type InlineNode = LeafNode | WrapperNode;
export type Inline = string | InlineNode;
export type Line = Inline[];

/** One punctuation mark of smart narration: the pause after it and whether it is used. */
export interface NarrationPause {
  /** Not empty. */
  mark: string;
  /** Within the narration pause's limits (`clampNarrationPause`). */
  ms: number;
  enabled: boolean;
}

/** Smart narration (标点停顿): pauses after punctuation, on by default. */
export interface SmartNarration {
  enabled: boolean;
  pauses: NarrationPause[];
}

export interface ScriptDocument {
  /** At least one line; a line never holds two adjacent strings nor an empty string. */
  lines: Line[];
  narration: SmartNarration;
}

/** The default punctuation pauses (spec part 2 §9): ，、； 200 ms; 。？！ 400 ms; …… 800 ms. */
export const DEFAULT_NARRATION: SmartNarration = Object.freeze({
  enabled: true,
  pauses: (
    [
      ['，', 200],
      ['、', 200],
      ['；', 200],
      ['。', 400],
      ['？', 400],
      ['！', 400],
      ['……', 800],
    ] as const
  ).map(([mark, ms]) => Object.freeze({ mark, ms, enabled: true })),
}) as SmartNarration;

export function defaultNarration(): SmartNarration {
  return { enabled: true, pauses: DEFAULT_NARRATION.pauses.map((pause) => ({ ...pause })) };
}

export function createDocument(lines: Line[] = [[]], narration: SmartNarration = defaultNarration()): ScriptDocument {
  return { lines: lines.length ? lines.map(normalizeLine) : [[]], narration };
}

/** A document of plain text, one line per newline. */
export function documentFromText(text: string): ScriptDocument {
  return createDocument(text.split('\n').map((line) => [line]));
}

/** Merges adjacent strings and drops empty ones (also inside wrappers), the form `parse` produces. */
export function normalizeLine(line: readonly SegmentInline[]): SegmentInline[];
export function normalizeLine(line: readonly Inline[]): Inline[];
export function normalizeLine(line: readonly Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const item of line) {
    if (typeof item === 'string') {
      if (!item) continue;
      const last = out.length - 1;
      if (typeof out[last] === 'string') out[last] += item;
      else out.push(item);
    } else if (isWrapper(item)) {
      out.push({ ...item, children: normalizeLine(item.children) });
    } else {
      out.push(item);
    }
  }
  return out;
}

export const createPause = (ms: number): PauseNode => ({ type: 'pause', ms });
export const createCue = (startMs: number, endMs: number): CueNode => ({ type: 'cue', startMs, endMs });
export const createPhoneme = (text: string, pinyin: string, tone: number): PhonemeNode => ({
  type: 'phoneme',
  text,
  pinyin,
  tone,
});
export const createContinuous = (text: string): ContinuousNode => ({ type: 'continuous', text });
export const createAlias = (text: string, alias: string): AliasNode => ({ type: 'alias', text, alias });
export const createNumberAlias = (text: string, reading: { name: string; value: string }): NumberAliasNode => ({
  type: 'numberAlias',
  text,
  name: reading.name,
  value: reading.value,
});
export const createSayAs = (text: string, interpretAs: SayAsNode['interpretAs']): SayAsNode => ({
  type: 'sayAs',
  text,
  interpretAs,
});
export const createSoundEffect = (effect: { name: string; filepath: string; duration: number }): SoundEffectNode => ({
  type: 'soundEffect',
  name: effect.name,
  filepath: effect.filepath,
  duration: effect.duration,
});
export const createMultiVoice = (voice: VoiceSelection, children: SegmentInline[]): MultiVoiceNode => ({
  type: 'multiVoice',
  ...voice,
  children: normalizeLine(children),
});
export const createLocalProsody = (prosody: Prosody, children: SegmentInline[]): LocalProsodyNode => ({
  type: 'localProsody',
  pitch: prosody.pitch,
  speed: prosody.speed,
  volume: prosody.volume,
  children: normalizeLine(children),
});

export const isWrapper = (node: InlineNode): node is WrapperNode =>
  node.type === 'multiVoice' || node.type === 'localProsody';

/** What replaces a node when it is removed: its original text, or the wrapped content. */
export function restoreOriginal(node: InlineNode): SegmentInline[] {
  if (isWrapper(node)) return node.children;
  return 'text' in node && node.text ? [node.text] : [];
}

function inlineText(items: readonly Inline[]): string {
  let text = '';
  for (const item of items) {
    if (typeof item === 'string') text += item;
    else if (isWrapper(item)) text += inlineText(item.children);
    else if ('text' in item) text += item.text;
  }
  return text;
}

/** The text the creator sees: lines joined by newlines, every node shown as its original text. */
export function plainText(doc: ScriptDocument): string {
  return doc.lines.map(inlineText).join('\n');
}

// Whitespace (spaces, nbsp, the full-width 　, newlines…) and the invisible zero-width characters.
const BLANK = /^[\s\u200b-\u200d\u2060\ufeff]*$/;

/** Nothing to read: no text at all, or only spaces of any kind around the markup (pauses, sound effects). */
export const isBlankScript = (doc: ScriptDocument): boolean => BLANK.test(plainText(doc));

/** Characters (code points) of a string, not counting newlines. */
export function characterCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A low surrogate completes a character already counted; newlines are not counted.
    if ((code & 0xfc00) !== 0xdc00 && code !== 10) count++;
  }
  return count;
}

/**
 * The footer's length (spec part 2 §5): characters of the text as shown, ignoring newlines and the markup itself
 * (tags, attributes, pause and sound-effect badges); a node counts as its original text.
 */
export function countLength(doc: ScriptDocument): number {
  let count = 0;
  for (const line of doc.lines) count += characterCount(inlineText(line));
  return count;
}
