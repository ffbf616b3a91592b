import { type CueFit, FIT_SPEEDUP_MAX, fitCue } from '@dubkit/sdk-core/studio';
import type { MasterPart } from './master';
import { type Pcm, samplesForMs } from './pcm';
import type { PlanItem } from './plan';
import { stretchSpeech } from './stretch';

/** A plan item's audio as parked for mastering (speech, clips) or its length in samples (silence, cues). */
export interface FitPart {
  part: MasterPart;
}

/** How the speech of one cue fitted its slot: its fit, and where it was placed (behind its cue only when the one before overran). */
export interface PlacedCue extends CueFit {
  startMs: number;
  endMs: number;
  placedMs: number;
}

export interface CueFitting {
  /** Silences inside a fitted cue, shortened with its speech; those before and after a cue's speech, gone. */
  silences: Map<number, number>;
  fits: CueFit[];
}

type Cue = Extract<PlanItem, { kind: 'cue' }>;
type Speech = Extract<PlanItem, { kind: 'speech' }>;

/** The items after each cue up to the next one (the last cue's up to the end). */
export function cueGroups(items: readonly PlanItem[]): Array<{ cue: number; members: number[] }> {
  const groups: Array<{ cue: number; members: number[] }> = [];
  items.forEach((item, index) => {
    if (item.kind === 'cue') groups.push({ cue: index, members: [] });
    else groups.at(-1)?.members.push(index);
  });
  return groups;
}

const partLength = (part: MasterPart | undefined) => (!part ? 0 : 'silence' in part ? part.silence : part.length);

/**
 * Fits each cue's speech to its slot (sdk-core's `fitCue`): silence before its first and after its last sound is
 * dropped; speech longer than its slot is spoken again at the engine rate the fit asks for, then time-stretched with its
 * pitch kept by what is still missing (up to the fit's maximum); the silences between are shortened alike. `respeak`
 * speaks speech items (trimmed); `repark` keeps a speech item's new audio in place of its old.
 */
export async function fitToCues(
  items: readonly PlanItem[],
  parts: ReadonlyArray<FitPart | undefined>,
  rate: number,
  respeak: (items: Speech[]) => Promise<Array<Pcm | undefined>>,
  repark: (index: number, pcm: Pcm) => Promise<void>,
): Promise<CueFitting> {
  const silences = new Map<number, number>();
  const fits: CueFit[] = [];
  const groups = cueGroups(items);
  const ms = (samples: number) => (samples * 1000) / rate;
  for (const [g, { cue, members }] of groups.entries()) {
    const slot = items[cue] as Cue;
    const next = groups[g + 1];
    const nextStart = next ? (items[next.cue] as Cue).startMs : null;
    const sounding = members.filter((index) => items[index]?.kind !== 'silence' && partLength(parts[index]?.part) > 0);
    const first = sounding[0] ?? Number.POSITIVE_INFINITY;
    const last = sounding.at(-1) ?? Number.NEGATIVE_INFINITY;
    const inner = members.filter((index) => index >= first && index <= last);
    for (const index of members)
      if (items[index]?.kind === 'silence' && (index < first || index > last)) silences.set(index, 0);

    const lengthOf = (kind: PlanItem['kind']) =>
      inner.reduce((sum, index) => sum + (items[index]?.kind === kind ? partLength(parts[index]?.part) : 0), 0);
    const speech = lengthOf('speech');
    const pauses = lengthOf('silence');
    const clips = lengthOf('clip');
    const fit = fitCue(slot, nextStart, ms(speech + pauses + clips));
    fits.push(fit);
    if (fit.status === 'fits') continue;

    const spoken = inner.filter((index) => items[index]?.kind === 'speech');
    const faster = await respeak(
      spoken.map((index) => {
        const item = items[index] as Speech;
        return { ...item, voice: { ...item.voice, rate: item.voice.rate * fit.rate } };
      }),
    );
    const fasterSpeech = faster.reduce((sum, pcm) => sum + (pcm?.samples.length ?? 0), 0);
    // The engine's real speed-up (not quite the rate asked for) counts against the maximum.
    const engineSpeedup = fasterSpeech > 0 ? Math.max(1, speech / fasterSpeech) : fit.rate;
    // What the engine's faster rate left for the stretcher, within the fit's total speed-up; clips keep their length.
    const room = samplesForMs(fit.slotMs, rate) - clips;
    const needed = room > 0 ? (fasterSpeech + pauses / engineSpeedup) / room : Number.POSITIVE_INFINITY;
    const stretch = Math.min(Math.max(1, needed), FIT_SPEEDUP_MAX / engineSpeedup);
    for (const [n, index] of spoken.entries()) {
      const pcm = faster[n];
      if (pcm) await repark(index, await stretchSpeech(pcm, stretch));
    }
    for (const index of inner) {
      const item = items[index];
      if (item?.kind === 'silence')
        silences.set(index, Math.round(partLength(parts[index]?.part) / (engineSpeedup * stretch)));
    }
  }
  return { silences, fits };
}
