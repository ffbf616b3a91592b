/**
 * The creator's pronunciation dictionary applied to a script: words read a set way wherever they appear in plain text,
 * as the marks a creator would have put there by hand. The script's own marks win (they are never looked into); an
 * entry for the voice speaking the text wins over a global one for the same word. Server (before synthesis) and editor
 * (to underline where an entry applies) use this one function.
 */
import type { Inline, InlineNode, LeafNode, Line, ScriptDocument, SegmentInline } from './model';
import { parsePinyinSyllable } from './pinyin';

export type DictionaryKind = 'phoneme' | 'alias' | 'continuous' | 'sayAs';

/** One entry as the dictionary keeps it. */
export interface DictionaryWord {
  id: number;
  kind: DictionaryKind;
  /** The word as written in scripts (1–20 characters). */
  word: string;
  /**
   * phoneme: one syllable per character of the word, space-separated, `_` for a character read as usual
   * (`_ hang2` for 银行); alias: the spoken text; sayAs: `characters` or `word`; continuous: empty.
   */
  value: string;
  /** The anchor it is for; 0: every voice. */
  anchorId: number;
  /** Turned off, it applies nowhere (and stays in the dictionary). */
  enabled: boolean;
}

export const DICTIONARY_WORD_MAX = 20;
export const DICTIONARY_VALUE_MAX = 100;
/** Entries one user keeps. */
export const DICTIONARY_ENTRIES_MAX = 1000;

/** A phoneme entry's value as readings per character (null: as usual); throws, in the creator's words, when malformed. */
export function phonemeReadings(word: string, value: string): Array<{ pinyin: string; tone: number } | null> {
  const characters = [...word];
  const parts = value.trim().split(/\s+/);
  if (parts.length !== characters.length)
    throw new Error(`「${word}」有${characters.length}个字，读音要写${characters.length}个（不改的字写 _）`);
  const readings = parts.map((part) => {
    if (part === '_') return null;
    const reading = parsePinyinSyllable(part.toLowerCase());
    if (!reading) throw new Error(`读音「${part}」应为拼音加声调数字，如 hang2（ü 写作 v）`);
    return reading;
  });
  if (readings.every((reading) => reading === null)) throw new Error(`「${word}」至少要指定一个字的读音`);
  return readings;
}

/** Why an entry cannot be kept, in the creator's words; null when it is sound. */
export function dictionaryEntryError(entry: Pick<DictionaryWord, 'kind' | 'word' | 'value'>): string | null {
  const word = entry.word.trim();
  if (!word) return '词语不能为空';
  if ([...word].length > DICTIONARY_WORD_MAX) return `词语不能超过${DICTIONARY_WORD_MAX}个字符`;
  if ([...entry.value].length > DICTIONARY_VALUE_MAX) return `读法不能超过${DICTIONARY_VALUE_MAX}个字符`;
  switch (entry.kind) {
    case 'phoneme':
      try {
        phonemeReadings(word, entry.value);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    case 'alias':
      return entry.value.trim() ? null : '请填写读作的文字';
    case 'sayAs':
      return entry.value === 'characters' || entry.value === 'word' ? null : '读法应为逐个字母或整词';
    case 'continuous':
      return null;
  }
}

/** The marks an entry puts in place of its word. */
function marksOf(entry: DictionaryWord): SegmentInline[] {
  switch (entry.kind) {
    case 'alias':
      return [{ type: 'alias', text: entry.word, alias: entry.value.trim() }];
    case 'continuous':
      return [{ type: 'continuous', text: entry.word }];
    case 'sayAs':
      return [{ type: 'sayAs', text: entry.word, interpretAs: entry.value === 'word' ? 'word' : 'characters' }];
    case 'phoneme': {
      const characters = [...entry.word];
      return phonemeReadings(entry.word, entry.value).map((reading, i) =>
        reading ? { type: 'phoneme', text: characters[i] as string, ...reading } : (characters[i] as string),
      );
    }
  }
}

/** Where an entry applied: the line, and the entry (for the editor's underline and its "turn off"). */
export interface DictionaryHit {
  line: number;
  entryId: number;
  word: string;
}

/** The entries that apply in a voice, by word: the voice's own over a global one; longest words tried first. */
function lexicon(entries: readonly DictionaryWord[], anchorId: number) {
  const byWord = new Map<string, DictionaryWord>();
  for (const entry of entries) {
    if (!entry.enabled || (entry.anchorId && entry.anchorId !== anchorId) || dictionaryEntryError(entry)) continue;
    const held = byWord.get(entry.word);
    if (!held || (!held.anchorId && entry.anchorId)) byWord.set(entry.word, entry);
  }
  const lengths = [...new Set([...byWord.keys()].map((word) => word.length))].sort((a, b) => b - a);
  return { byWord, lengths };
}

/** Plain text with the dictionary's words replaced by their marks (leftmost, longest first). */
function applyToText(text: string, words: ReturnType<typeof lexicon>, hit: (entry: DictionaryWord) => void) {
  const out: SegmentInline[] = [];
  let plain = '';
  let at = 0;
  outer: while (at < text.length) {
    for (const length of words.lengths) {
      const entry = words.byWord.get(text.slice(at, at + length));
      if (!entry) continue;
      if (plain) out.push(plain);
      plain = '';
      for (const mark of marksOf(entry)) {
        if (typeof mark === 'string' && typeof out.at(-1) === 'string') out[out.length - 1] += mark;
        else out.push(mark);
      }
      hit(entry);
      at += length;
      continue outer;
    }
    plain += text[at];
    at += 1;
  }
  if (plain) {
    if (typeof out.at(-1) === 'string') out[out.length - 1] += plain;
    else out.push(plain);
  }
  return out;
}

/** Joins neighbouring strings, so a line keeps the model's rule: never two adjacent strings. */
function joined<T extends Inline | SegmentInline>(items: T[]): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (typeof item === 'string' && typeof out.at(-1) === 'string') out[out.length - 1] = `${out.at(-1)}${item}` as T;
    else out.push(item);
  }
  return out;
}

/**
 * The script with the dictionary applied in plain text only: a word inside a mark (a phoneme, an alias, a number
 * reading…) is the creator's decision and stays as it is. `anchorId` is the script's own voice; a multi-voice
 * segment applies the entries of its anchor. Returns the same document object when nothing applied.
 */
export function applyDictionary(
  doc: ScriptDocument,
  entries: readonly DictionaryWord[],
  anchorId: number,
): { doc: ScriptDocument; hits: DictionaryHit[] } {
  const hits: DictionaryHit[] = [];
  if (!entries.some((entry) => entry.enabled)) return { doc, hits };
  const lexicons = new Map<number, ReturnType<typeof lexicon>>();
  const wordsFor = (anchor: number) => {
    const found = lexicons.get(anchor) ?? lexicon(entries, anchor);
    lexicons.set(anchor, found);
    return found;
  };
  const segment = (items: readonly SegmentInline[], anchor: number, line: number): SegmentInline[] =>
    joined(
      items.flatMap((item) =>
        typeof item === 'string'
          ? applyToText(item, wordsFor(anchor), (entry) => hits.push({ line, entryId: entry.id, word: entry.word }))
          : [item],
      ),
    );
  const lines = doc.lines.map(
    (items, line): Line =>
      joined(
        items.flatMap((item): Inline[] => {
          if (typeof item === 'string') return segment([item], anchorId, line) as Inline[];
          if (item.type === 'multiVoice') return [{ ...item, children: segment(item.children, item.anchorId, line) }];
          if (item.type === 'localProsody') return [{ ...item, children: segment(item.children, anchorId, line) }];
          return [item as InlineNode | LeafNode];
        }),
      ),
  );
  return hits.length ? { doc: { ...doc, lines }, hits } : { doc, hits };
}
