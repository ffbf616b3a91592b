import { type Inline, plainText, type ScriptSentence, type SegmentInline } from '@dubkit/sdk-core/markup';
import { cuesToSrt, cuesToVtt, type SubtitleCue } from '@dubkit/sdk-core/speech-to-text';
import type { ItemTiming, PlanItem } from '../../engines/speech';

// Text that is read aloud: a letter or a digit (punctuation and spaces alone say nothing).
const SPOKEN = /[\p{L}\p{N}]/u;

/** The names of who speaks in a run of inlines: the segment's anchor inside a multi-voice segment, else `narrator`. */
function speakersOf(inlines: readonly (Inline | SegmentInline)[], narrator: string, into: Set<string>): Set<string> {
  for (const inline of inlines) {
    if (typeof inline === 'string') {
      if (SPOKEN.test(inline)) into.add(narrator);
    } else if (inline.type === 'multiVoice') speakersOf(inline.children, inline.anchorName, into);
    else if (inline.type === 'localProsody') speakersOf(inline.children, narrator, into);
    else if ('text' in inline && SPOKEN.test(inline.text)) into.add(narrator);
  }
  return into;
}

/**
 * A sentence's speaker: the anchor of the multi-voice segment that says all of it, else the script's own anchor
 * (a sentence the narrator shares with a segment, `他说：「你好」`, is the narrator's).
 */
function sentenceSpeaker(sentence: ScriptSentence, narrator: string): string {
  const speakers = speakersOf(sentence.document.lines[0] ?? [], narrator, new Set());
  const [only] = speakers;
  return speakers.size === 1 && only !== undefined ? only : narrator;
}

/**
 * The subtitles of a rendered script: one cue per sentence that speaks (`planSentences`), from the start of its first
 * speech item to the end of its last on the rendered timeline (speech trimmed to what is heard; pauses, sound effects
 * and the music's run-on are between or after cues), its text the sentence as the creator wrote it (an alias shows its
 * original text). Cues are named by speaker only when the script has more than one (`narrator` is the script's own
 * anchor): a script in one voice needs no names. The plan speaks sentences one after another, so the cues are in order
 * and never overlap.
 */
export function subtitleCues(
  sentences: readonly ScriptSentence[],
  items: readonly PlanItem[],
  timings: readonly ItemTiming[],
  narrator: string,
): SubtitleCue[] {
  const spans = new Map<number, { startMs: number; endMs: number }>();
  for (const timing of timings) {
    const item = items[timing.index];
    // Speech the engine made no sound for has no extent to show.
    if (item?.kind !== 'speech' || item.sentence === undefined || timing.durationMs <= 0) continue;
    const endMs = timing.startMs + timing.durationMs;
    const span = spans.get(item.sentence);
    if (span) span.endMs = endMs;
    else spans.set(item.sentence, { startMs: timing.startMs, endMs });
  }
  const cues: SubtitleCue[] = [];
  for (const [index, span] of spans) {
    const sentence = sentences[index];
    const text = sentence ? plainText(sentence.document).trim() : '';
    // A line of marks alone (……) is spoken as a breath, not words to read.
    if (sentence && SPOKEN.test(text)) cues.push({ ...span, text, speaker: sentenceSpeaker(sentence, narrator) });
  }
  const named = new Set(cues.map((cue) => cue.speaker)).size > 1;
  return named ? cues : cues.map((cue) => ({ ...cue, speaker: null }));
}

/** The files a task's subtitles are kept in, by extension. */
export function subtitleFiles(cues: readonly SubtitleCue[]): Array<{ extension: 'srt' | 'vtt'; bytes: Uint8Array }> {
  const utf8 = new TextEncoder();
  return [
    { extension: 'srt', bytes: utf8.encode(cuesToSrt(cues)) },
    { extension: 'vtt', bytes: utf8.encode(cuesToVtt(cues)) },
  ];
}
