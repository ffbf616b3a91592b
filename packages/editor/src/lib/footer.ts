import { countLength, DEFAULT_NARRATION, type ScriptDocument } from '@dubkit/sdk-core/markup';
import { MARKUP_MAX_LENGTH } from '@dubkit/sdk-core/studio';
import type { Descendant } from 'slate';
import { toDocument } from './convert';

export interface FooterOptions {
  /** The length the counter is shown against; the markup limit (8000) by default. */
  maxLength?: number;
  /** When the draft was last saved by itself (ms since the epoch), from the draft store. */
  autoSavedAt?: number | null;
}

export interface FooterData {
  /** Characters as shown: newlines and the markup itself not counted, each node as its original text. */
  length: number;
  maxLength: number;
  overLimit: boolean;
  /** The later of the last change and the last auto-save, or null before either. */
  time: { kind: 'modified' | 'autoSaved'; at: number } | null;
}

/** The editor footer (spec part 2 §2): length over maximum, and the last modified or auto-save time. */
export function footerData(document: ScriptDocument, modifiedAt: number | null, options?: FooterOptions): FooterData {
  return footerFigures(countLength(document), modifiedAt, options);
}

const LINE_LENGTHS = new WeakMap<Descendant, number>();

/** The length of Slate lines, counted line by line: Slate keeps the lines an edit leaves, so they are not recounted. */
export function linesLength(lines: readonly Descendant[]): number {
  let length = 0;
  for (const line of lines) {
    let count = LINE_LENGTHS.get(line);
    if (count === undefined) {
      count = countLength(toDocument([line], DEFAULT_NARRATION));
      LINE_LENGTHS.set(line, count);
    }
    length += count;
  }
  return length;
}

/** The footer of a script `length` characters long. */
export function footerFigures(
  length: number,
  modifiedAt: number | null,
  { maxLength = MARKUP_MAX_LENGTH, autoSavedAt = null }: FooterOptions = {},
): FooterData {
  let time: FooterData['time'] = null;
  if (autoSavedAt !== null && (modifiedAt === null || autoSavedAt >= modifiedAt)) {
    time = { kind: 'autoSaved', at: autoSavedAt };
  } else if (modifiedAt !== null) time = { kind: 'modified', at: modifiedAt };
  return { length, maxLength, overLimit: length > maxLength, time };
}
