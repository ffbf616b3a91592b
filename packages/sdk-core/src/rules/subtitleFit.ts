/**
 * Fitting the dub to its subtitle slots ("fit to timing"): each cue's speech starts at its cue's start; a line longer
 * than its cue borrows from the gap to the next cue, then is spoken faster by the engine, then time-stretched with its
 * pitch kept, up to a total speed-up; what still does not fit overruns, and the creator is told before submitting.
 */

import { characterCount } from '../markup/model';

/** At most this much of the gap to the next cue is borrowed. */
export const FIT_BORROW_MAX_MS = 1000;
/** The engine is asked to speak at most this much faster; beyond, time-stretching takes over. */
export const FIT_ENGINE_RATE_MAX = 1.15;
/** Engine rate × time-stretch never passes this: faster speech stops sounding natural. */
export const FIT_SPEEDUP_MAX = 1.3;

export type CueFitStatus = 'fits' | 'stretched' | 'overruns';

export interface CueSlot {
  startMs: number;
  endMs: number;
}

export interface CueFit {
  /** Time the speech may take: the cue, and what it borrows from the gap after it. */
  slotMs: number;
  borrowMs: number;
  /** The speech's length at the script's own speed, silence trimmed. */
  naturalMs: number;
  /** Speed-up asked of the engine (≥ 1) and of time-stretching after it (≥ 1). */
  rate: number;
  stretch: number;
  /** How far the speech runs past its slot at the greatest speed-up (0 when it fits). */
  overrunMs: number;
  status: CueFitStatus;
}

/** How one cue's speech of `naturalMs` fits its slot, given where the next cue starts (null for the last). */
export function fitCue(cue: CueSlot, nextStartMs: number | null, naturalMs: number): CueFit {
  const own = Math.max(0, cue.endMs - cue.startMs);
  const gap = nextStartMs === null ? Number.POSITIVE_INFINITY : Math.max(0, nextStartMs - cue.endMs);
  const borrowable = Math.min(gap, FIT_BORROW_MAX_MS);
  const natural = Math.max(0, naturalMs);
  if (natural <= own + borrowable) {
    const borrowMs = Math.max(0, natural - own);
    return { slotMs: own + borrowMs, borrowMs, naturalMs: natural, rate: 1, stretch: 1, overrunMs: 0, status: 'fits' };
  }
  const slotMs = own + borrowable;
  const speedup = slotMs > 0 ? natural / slotMs : Number.POSITIVE_INFINITY;
  if (speedup <= FIT_SPEEDUP_MAX) {
    const rate = Math.min(speedup, FIT_ENGINE_RATE_MAX);
    return {
      slotMs,
      borrowMs: borrowable,
      naturalMs: natural,
      rate,
      stretch: speedup / rate,
      overrunMs: 0,
      status: 'stretched',
    };
  }
  return {
    slotMs,
    borrowMs: borrowable,
    naturalMs: natural,
    rate: FIT_ENGINE_RATE_MAX,
    stretch: FIT_SPEEDUP_MAX / FIT_ENGINE_RATE_MAX,
    overrunMs: Math.round(natural / FIT_SPEEDUP_MAX - slotMs),
    status: 'overruns',
  };
}

/** Every cue's fit, each against the start of the one after it. */
export function fitCues(cues: readonly CueSlot[], naturalMs: readonly number[]): CueFit[] {
  return cues.map((cue, i) => fitCue(cue, cues[i + 1]?.startMs ?? null, naturalMs[i] ?? 0));
}

/** What the creator reads about a cue that cannot fit (cues counted from 1). */
export const cueOverrunMessage = (index: number, overrunMs: number) =>
  `第${index + 1}条字幕即使加速到${FIT_SPEEDUP_MAX}倍，仍超出${(overrunMs / 1000).toFixed(1)}秒`;

/**
 * The most characters (newlines not counted, punctuation counted as any other) a cue's line of `naturalMs` may have to
 * fit a slot of `slotMs` at the greatest speed-up, taking its speech to be spread evenly over them; at least 1.
 */
export function fitLineLength(text: string, naturalMs: number, slotMs: number): number {
  const chars = characterCount(text);
  if (naturalMs <= 0) return Math.max(1, chars);
  return Math.max(1, Math.floor((chars * slotMs * FIT_SPEEDUP_MAX) / naturalMs));
}
