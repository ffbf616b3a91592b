/** The audition splitter (spec part 2 §7): chunks of at most 100, then 200, then 280 characters. */
import { characterCount, type LeafNode, type Line, type ScriptDocument, type WrapperNode } from './model';

export const AUDITION_CHUNK_LIMITS: readonly number[] = [100, 200, 280];

/** One unit the splitter cannot cut: a character, or a whole leaf node. */
interface Cell {
  line: number;
  /** The multi-voice or local-prosody segment it belongs to, if any. */
  wrapper: WrapperNode | null;
  item: string | LeafNode;
  length: number;
  /** How good a cut right after this cell is: 3 sentence end or line end, 2 clause mark, 1 anywhere else. */
  cut: number;
}

const SENTENCE_END = new Set(['。', '！', '？', '!', '?', '；', ';', '…']);
const CLAUSE_END = new Set(['，', '、', '：', ',', ':']);
const CLOSING = new Set(['”', '’', '」', '』', '）', ')', '》', '"', "'"]);

// A full stop followed by a digit is a decimal point.
const isDigit = (item: string | LeafNode | undefined) => typeof item === 'string' && item >= '0' && item <= '9';

const isCue = (cell: Cell) => typeof cell.item !== 'string' && cell.item.type === 'cue';

function cells(doc: ScriptDocument): Cell[] {
  const out: Cell[] = [];
  const add = (line: number, wrapper: WrapperNode | null, items: Line) => {
    for (const item of items) {
      if (typeof item === 'string') {
        for (const char of item) out.push({ line, wrapper, item: char, length: char === '\n' ? 0 : 1, cut: 1 });
      } else if (item.type === 'multiVoice' || item.type === 'localProsody') {
        add(line, item, item.children);
      } else {
        out.push({ line, wrapper, item, length: 'text' in item ? characterCount(item.text) : 0, cut: 1 });
      }
    }
  };
  doc.lines.forEach((line, index) => {
    const before = out.length;
    add(index, null, line);
    if (out.length > before) (out[out.length - 1] as Cell).cut = 3;
  });
  for (let i = 0; i < out.length; i++) {
    const cell = out[i] as Cell;
    const prev = out[i - 1];
    if (typeof cell.item === 'string') {
      if (SENTENCE_END.has(cell.item)) cell.cut = Math.max(cell.cut, 3);
      else if (CLAUSE_END.has(cell.item)) cell.cut = Math.max(cell.cut, 2);
      else if (cell.item === '.' && !isDigit(out[i + 1]?.item)) cell.cut = Math.max(cell.cut, 3);
      // A closing quote or another mark after a sentence end (。」, ……, ！？) takes over the cut, so it stays with its sentence.
      const mark = CLOSING.has(cell.item) || SENTENCE_END.has(cell.item) || CLAUSE_END.has(cell.item);
      if (mark && prev && prev.cut > 1 && prev.line === cell.line) {
        cell.cut = Math.max(cell.cut, prev.cut);
        prev.cut = 1;
      }
    }
    // A cue begins a sentence: its slot is for the speech after it.
    if (isCue(cell) && prev && prev.line === cell.line) prev.cut = 3;
    // Zero-length nodes after a cut in the same line (a pause after a full stop) belong to the chunk before it.
    else if (cell.length === 0 && prev && prev.line === cell.line && prev.cut > cell.cut) cell.cut = prev.cut;
  }
  return out;
}

function chunkDocument(doc: ScriptDocument, chunk: Cell[]): ScriptDocument {
  const first = (chunk[0] as Cell).line;
  const lines: Line[] = [[]];
  let wrapper: WrapperNode | null = null;
  let target: Line = lines[0] as Line;
  let line = first;
  for (const cell of chunk) {
    while (line < cell.line) {
      lines.push([]);
      line++;
      wrapper = null;
    }
    const current = lines[lines.length - 1] as Line;
    if (cell.wrapper !== wrapper) {
      wrapper = cell.wrapper;
      if (wrapper) {
        const copy: WrapperNode = { ...wrapper, children: [] };
        current.push(copy);
        target = copy.children;
      }
    }
    if (!wrapper) target = current;
    const last = target.length - 1;
    if (typeof cell.item === 'string' && typeof target[last] === 'string') target[last] = target[last] + cell.item;
    else target.push(cell.item);
  }
  return { lines, narration: doc.narration };
}

/**
 * Splits a script for audition into chunks of at most 100, 200, then 280 characters (as counted by `countLength`),
 * cutting preferably after a sentence, else after a clause mark, else between characters; a leaf node is never cut
 * (one longer than a chunk makes a chunk of its own), and a multi-voice or local-prosody segment cut in two continues
 * in the next chunk with the same settings. Each chunk carries the document's smart narration.
 */
export function splitForAudition(
  doc: ScriptDocument,
  limits: readonly number[] = AUDITION_CHUNK_LIMITS,
): ScriptDocument[] {
  const all = cells(doc);
  const chunks: ScriptDocument[] = [];
  let start = 0;
  while (start < all.length) {
    const limit = limits[Math.min(chunks.length, limits.length - 1)] as number;
    const best = [-1, -1, -1, -1];
    let length = 0;
    let i = start;
    for (; i < all.length; i++) {
      const cell = all[i] as Cell;
      length += cell.length;
      if (length > limit) break;
      best[cell.cut] = i;
    }
    const [, any, clause, sentence] = best as [number, number, number, number];
    const end = i === all.length ? i - 1 : Math.max(start, sentence >= 0 ? sentence : clause >= 0 ? clause : any);
    chunks.push(chunkDocument(doc, all.slice(start, end + 1)));
    start = end + 1;
  }
  return chunks;
}

/** One sentence of a script: where it is, and its content as a script of its own (one line). */
export interface ScriptSentence {
  /** The line of the script it is in; a sentence never spans lines. */
  line: number;
  document: ScriptDocument;
}

/**
 * The script's sentences: cut after every sentence end (。！？；… and a full stop that is not a decimal point, a
 * closing quote staying with its sentence) and at every line end, with the pause right after a sentence end kept with
 * it. A leaf node is never cut, and a multi-voice or local-prosody segment cut in two continues in the next sentence
 * with the same settings. The unit of the sentence cache, takes and subtitles.
 */
export function splitSentences(doc: ScriptDocument): ScriptSentence[] {
  const all = cells(doc);
  const sentences: ScriptSentence[] = [];
  let start = 0;
  for (let i = 0; i < all.length; i++) {
    const next = all[i + 1];
    // Zero-length cells after a cut (a pause after a full stop) were given the cut: the sentence ends after them.
    const pauseAfter = next && next.cut === 3 && next.length === 0 && next.line === all[i]?.line && !isCue(next);
    if ((all[i] as Cell).cut < 3 || pauseAfter) continue;
    sentences.push({ line: (all[start] as Cell).line, document: chunkDocument(doc, all.slice(start, i + 1)) });
    start = i + 1;
  }
  return sentences;
}
