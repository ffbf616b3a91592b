import type { AsrSentence } from '../contract/tools';

/**
 * Speech-to-text results as subtitles (spec part 2 §2, §5): the sentences edited before export (fix a word, merge,
 * split at the caret) and written as plain text, SRT or WebVTT. Every edit returns a new list. The cue writers are
 * also what a synthesis task's subtitles are written with.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `00:01:02,345` (SRT) or `00:01:02.345` (VTT); hours keep counting past 99. */
export function subtitleTime(ms: number, separator: ',' | '.' = ','): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}${separator}${pad(total % 1000, 3)}`;
}

/**
 * Each sentence's speaker label, or null when the result names one speaker: the provider's labels when it gives
 * them, else 说话人1, 说话人2… by first appearance when the sentences carry more than one channel.
 */
export function speakerLabels(sentences: readonly AsrSentence[]): (string | null)[] | null {
  if (sentences.some((sentence) => sentence.speaker)) return sentences.map((sentence) => sentence.speaker || null);
  const numbers = new Map<number, number>();
  for (const { channelId } of sentences) if (!numbers.has(channelId)) numbers.set(channelId, numbers.size + 1);
  return numbers.size > 1 ? sentences.map(({ channelId }) => `说话人${numbers.get(channelId)}`) : null;
}

const WORD_EDGE = /[A-Za-z0-9]$/;
const WORD_START = /^[A-Za-z0-9]/;

/** Joins two pieces of text: Chinese runs together, Latin words keep one space between them. */
function join(left: string, right: string): string {
  const a = left.trimEnd();
  const b = right.trimStart();
  return WORD_EDGE.test(a) && WORD_START.test(b) ? `${a} ${b}` : a + b;
}

/** Replaces one sentence's text (a fixed word); its times stay. */
export function editSentence(sentences: readonly AsrSentence[], index: number, text: string): AsrSentence[] {
  return sentences.map((sentence, i) => (i === index ? { ...sentence, text } : sentence));
}

/** Merges a sentence with the next one: from the first's begin to the second's end, the first's speaker. */
export function mergeSentences(sentences: readonly AsrSentence[], index: number): AsrSentence[] {
  const first = sentences[index];
  const second = sentences[index + 1];
  if (!first || !second) return [...sentences];
  const merged: AsrSentence = {
    ...first,
    beginTime: Math.min(first.beginTime, second.beginTime),
    endTime: Math.max(first.endTime, second.endTime),
    text: join(first.text, second.text),
  };
  return [...sentences.slice(0, index), merged, ...sentences.slice(index + 2)];
}

/**
 * Splits a sentence at a caret (a UTF-16 offset, as a text field's selectionStart gives) into two; the time is
 * shared in proportion to the characters on each side. A caret at either end leaves the list as it is.
 */
export function splitSentence(sentences: readonly AsrSentence[], index: number, caret: number): AsrSentence[] {
  const sentence = sentences[index];
  if (!sentence) return [...sentences];
  const before = sentence.text.slice(0, caret).trimEnd();
  const after = sentence.text.slice(caret).trimStart();
  if (!before || !after) return [...sentences];
  const share = [...before].length / ([...before].length + [...after].length);
  const at = Math.round(sentence.beginTime + (sentence.endTime - sentence.beginTime) * share);
  return [
    ...sentences.slice(0, index),
    { ...sentence, endTime: at, text: before },
    { ...sentence, beginTime: at, text: after },
    ...sentences.slice(index + 1),
  ];
}

/** One sentence a line, prefixed with the speaker (说话人1：) when there are several speakers. */
export function toPlainText(sentences: readonly AsrSentence[]): string {
  return spokenCues(sentences)
    .map(({ text, speaker }) => (speaker ? `${speaker}：${text}` : text))
    .join('\n');
}

/** One subtitle on a timeline: what is shown from `startMs` to `endMs`, and who says it (null when nobody is named). */
export interface SubtitleCue {
  startMs: number;
  endMs: number;
  text: string;
  speaker: string | null;
}

/** SubRip subtitles of cues in order: numbered `00:00:01,000 --> 00:00:02,500`, a speaker as `名字：` before the text. */
export function cuesToSrt(cues: readonly SubtitleCue[]): string {
  return cues
    .map(
      ({ startMs, endMs, text, speaker }, i) =>
        `${i + 1}\n${subtitleTime(startMs)} --> ${subtitleTime(endMs)}\n${speaker ? `${speaker}：${text}` : text}\n`,
    )
    .join('\n');
}

// VTT cue text is markup: a bare & or < would start an entity or a tag.
const escapeVtt = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT subtitles of cues in order: `00:00:01.000 --> 00:00:02.500`, a speaker as a voice span (`<v 名字>`). */
export function cuesToVtt(cues: readonly SubtitleCue[]): string {
  const blocks = cues.map(({ startMs, endMs, text, speaker }) => {
    const cue = escapeVtt(text);
    return `${subtitleTime(startMs, '.')} --> ${subtitleTime(endMs, '.')}\n${speaker ? `<v ${escapeVtt(speaker)}>${cue}` : cue}\n`;
  });
  return ['WEBVTT\n', ...blocks].join('\n');
}

/** The sentences that have words to show (an edit may have emptied one) as cues, with their speaker labels. */
function spokenCues(sentences: readonly AsrSentence[]): SubtitleCue[] {
  const labels = speakerLabels(sentences);
  return sentences
    .map((sentence, i) => ({
      startMs: sentence.beginTime,
      endMs: sentence.endTime,
      text: sentence.text.trim(),
      speaker: labels?.[i] ?? null,
    }))
    .filter((cue) => cue.text);
}

/** SubRip subtitles: numbered cues `00:00:01,000 --> 00:00:02,500`, speakers as 说话人1：. */
export function toSrt(sentences: readonly AsrSentence[]): string {
  return cuesToSrt(spokenCues(sentences));
}

/** WebVTT subtitles: `00:00:01.000 --> 00:00:02.500`, speakers as voice spans (`<v 说话人1>`). */
export function toVtt(sentences: readonly AsrSentence[]): string {
  return cuesToVtt(spokenCues(sentences));
}
