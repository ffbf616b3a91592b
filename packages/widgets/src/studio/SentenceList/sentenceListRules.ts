import type { SentenceTakes } from '@dubkit/sdk-core';
import {
  countLength,
  isBlankScript,
  plainText,
  type ScriptDocument,
  serialize,
  splitSentences,
} from '@dubkit/sdk-core/markup';
import { AUDITION_MAX_LENGTH, SENTENCE_LIST_MAX, SENTENCE_TAKES_MAX, takesFullMessage } from '@dubkit/sdk-core/studio';
import type { TakesVoice } from '../DubbingStudio/studioRules';

/** Rules of the studio's sentence list with takes: which sentences are listed, what is asked, what each row shows. */

/** Sentences listed at a time: a long script shows more on request, and only the listed ones' takes are asked for. */
export const TAKES_PAGE_SIZE = 30;

/** One sentence of the script as the list shows it. */
export interface SentenceRow {
  /** 0-based position among the listed sentences (the row's number is index + 1). */
  index: number;
  /** The script line it starts on. */
  line: number;
  /** Its text as written. */
  text: string;
  /** Its markup: what the server keys its takes by (two rows with the same markup share their takes). */
  sentence: string;
  /** Why it cannot have takes (longer than an audition), else null. */
  tooLong: boolean;
}

/** The script's sentences as rows; a blank one (only a pause, only spaces) has nothing to speak and is left out. */
export function sentenceRows(document: ScriptDocument): SentenceRow[] {
  const rows: SentenceRow[] = [];
  for (const { line, document: sentence } of splitSentences(document)) {
    if (isBlankScript(sentence)) continue;
    rows.push({
      index: rows.length,
      line,
      text: plainText(sentence).trim(),
      sentence: serialize(sentence),
      tooLong: countLength(sentence) > AUDITION_MAX_LENGTH,
    });
  }
  return rows;
}

/** The sentences whose takes are still to be asked for among the listed rows: each markup once, in order. */
export function sentencesToList(rows: readonly SentenceRow[], known: (sentence: string) => boolean): string[] {
  const out = new Set<string>();
  for (const row of rows) if (!row.tooLong && !known(row.sentence)) out.add(row.sentence);
  return [...out];
}

/** The list calls for these sentences: the voice with at most SENTENCE_LIST_MAX sentences each. */
export function listBodies(voice: TakesVoice, sentences: readonly string[], max = SENTENCE_LIST_MAX) {
  const bodies: (TakesVoice & { sentences: string[] })[] = [];
  for (let from = 0; from < sentences.length; from += max)
    bodies.push({ ...voice, sentences: sentences.slice(from, from + max) });
  return bodies;
}

/** A regenerate the server would refuse: the sentence already has SENTENCE_TAKES_MAX takes. */
export const regenerateRefusal = (takes: Pick<SentenceTakes, 'takes'> | undefined): string | null =>
  takes && takes.takes >= SENTENCE_TAKES_MAX ? takesFullMessage() : null;

/** The takes a row offers to compare: none while it has only one (take 0 is 版本1). */
export const versionsOf = (takes: Pick<SentenceTakes, 'takes'> | undefined): number[] =>
  takes && takes.takes > 1 ? Array.from({ length: takes.takes }, (_, take) => take) : [];

/** The note that every take sounds the same: some listed sentence's voice speaks identically each time. */
export const speaksTheSame = (takes: Iterable<Pick<SentenceTakes, 'varies'>>): boolean => {
  for (const item of takes) if (!item.varies) return true;
  return false;
};

/** Fills a `{name}` slot of a message. */
export const fill = (message: string, slot: string, value: number | string) =>
  message.replace(`{${slot}}`, String(value));
