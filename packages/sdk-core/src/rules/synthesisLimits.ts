/**
 * How much audio one request may ask for, so that no script makes the server render without end. The server refuses
 * a script over these before it renders anything; an editor can apply the same rules while the script is written.
 */
import { AUDITION_MAX_LENGTH } from '../constants';
import { NARRATION_PAUSE_MAX_MS } from '../markup/narration';

/**
 * The longest single pause. The editor's pauses are 0.1–5 s and smart narration's at most 5 s; a subtitle (SRT)
 * import turns the gap before a cue into a pause, and a gap between two scenes may well last longer than that.
 */
export const BREAK_MAX_MS = 60_000;

/** A task's whole audio, pauses and sound effects included. */
export const TASK_MAX_DURATION_MS = 2 * 3_600_000;

/** Speech at the normal rate: what the reference voices take per character, punctuation included (measured). */
export const SPEECH_MS_PER_CHARACTER = 270;
/** The slowest any voice speaks: the sliders go to 0.5 × 0.5, but eSpeak NG never goes under 80 of its 175 words a minute. */
export const SLOWEST_SPEECH_RATE = 0.45;

/**
 * An audition's whole audio: its longest text (1000 characters) all at the slowest speech (600 s), with a
 * smart-narration pause at its maximum (5 s) after every fifth character (1000 s), rounded up to 30 minutes.
 */
export const AUDITION_MAX_DURATION_MS = 30 * 60_000;
export const AUDITION_DURATION_NEEDED_MS =
  AUDITION_MAX_LENGTH * (SPEECH_MS_PER_CHARACTER / SLOWEST_SPEECH_RATE) +
  (AUDITION_MAX_LENGTH / 5) * NARRATION_PAUSE_MAX_MS;

export type SynthesisKind = 'audition' | 'task';

/** What a script asks the renderer for, known before any of it is spoken. */
export interface SynthesisExtent {
  /** The longest single pause. */
  longestBreakMs: number;
  /** The whole audio: speech (estimated with speechDurationMs), pauses, sound effects and the music's fade-out. */
  durationMs: number;
}

/** How long a text takes to speak at a rate (1 is normal): an estimate made before the engine runs. */
export function speechDurationMs(text: string, rate = 1): number {
  let characters = 0;
  for (const character of text) if (character.trim()) characters++;
  return (characters * SPEECH_MS_PER_CHARACTER) / Math.max(SLOWEST_SPEECH_RATE, rate);
}

export const breakLimitMessage = () => `停顿时长不能超过${BREAK_MAX_MS / 1000}秒`;

export const durationLimitMessage = (kind: SynthesisKind) =>
  kind === 'audition'
    ? `试听音频总时长不能超过${AUDITION_MAX_DURATION_MS / 60_000}分钟`
    : `音频总时长不能超过${TASK_MAX_DURATION_MS / 3_600_000}小时`;

/** The reason a script cannot be rendered as an audition or a task, or null when it is within the limits. */
export function synthesisLimitMessage(extent: SynthesisExtent, kind: SynthesisKind): string | null {
  // Written so that NaN is refused too.
  if (!(extent.longestBreakMs <= BREAK_MAX_MS)) return breakLimitMessage();
  const max = kind === 'audition' ? AUDITION_MAX_DURATION_MS : TASK_MAX_DURATION_MS;
  if (!(extent.durationMs <= max)) return durationLimitMessage(kind);
  return null;
}
