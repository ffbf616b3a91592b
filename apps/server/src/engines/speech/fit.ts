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

const RATE_STEPS = 20;

const partLength = (part: MasterPart | undefined) => (!part ? 0 : 'silence' in part ? part.silence : part.length);

/**
 * Fits each cue's speech to its slot (sdk-core's `fitCue`): silence before its first and after its last sound is
 * dropped; speech longer than its slot is spoken again at the engine rate the fit asks for (every such cue at once),
 * then time-stretched with its pitch kept by what is still missing (up to the fit's maximum); the silences between
 * are shortened alike. `respeak` speaks speech items (trimmed); `repark` keeps a speech item's new audio in place of
 * its old.
 */
export async function fitToCues(
  items: readonly PlanItem[],
  parts: ReadonlyArray<FitPart | undefined>,
  rate: number,
  respeak: (items: Speech[]) => Promise<Array<Pcm | undefined>>,
  repark: (index: number, pcm: Pcm) => Promise<void>,
): Promise<CueFitting> {
  const silences = new Map<number, number>();
  const groups = cueGroups(items);
  const lengthOf = (index: number) => partLength(parts[index]?.part);
  const measured = groups.map(({ cue, members }, g) => {
    const slot = items[cue] as Cue;
    const next = groups[g + 1];
    const nextStart = next ? (items[next.cue] as Cue).startMs : null;
    const sounding = members.filter((index) => items[index]?.kind !== 'silence' && lengthOf(index) > 0);
    const first = sounding[0] ?? Number.POSITIVE_INFINITY;
    const last = sounding.at(-1) ?? Number.NEGATIVE_INFINITY;
    const inner = members.filter((index) => index >= first && index <= last);
    for (const index of members)
      if (items[index]?.kind === 'silence' && (index < first || index > last)) silences.set(index, 0);
    const total = (kind: PlanItem['kind']) =>
      inner.reduce((sum, index) => sum + (items[index]?.kind === kind ? lengthOf(index) : 0), 0);
    const lengths = { speech: total('speech'), pauses: total('silence'), clips: total('clip') };
    const fit = fitCue(slot, nextStart, ((lengths.speech + lengths.pauses + lengths.clips) * 1000) / rate);
    return { inner, lengths, fit, spoken: inner.filter((index) => items[index]?.kind === 'speech') };
  });

  const faster = measured.filter(({ fit }) => fit.status !== 'fits');
  // Engine rates in steps of 0.05 (the stretcher does the rest), asked for in order of rate: few voices, few engine calls.
  const requests = faster
    .flatMap(({ fit, spoken }) =>
      spoken.map((index) => ({ index, rate: Math.max(1, Math.floor(fit.rate * RATE_STEPS) / RATE_STEPS) })),
    )
    .sort((a, b) => a.rate - b.rate);
  const spokenAgain = requests.length
    ? await respeak(
        requests.map(({ index, rate: speedup }) => {
          const item = items[index] as Speech;
          return { ...item, voice: { ...item.voice, rate: item.voice.rate * speedup } };
        }),
      )
    : [];
  const respoken = new Map(requests.map(({ index }, n) => [index, spokenAgain[n]]));
  for (const { inner, lengths, fit, spoken } of faster) {
    const pcms = spoken.map((index) => respoken.get(index));
    const fasterSpeech = pcms.reduce((sum, pcm) => sum + (pcm?.samples.length ?? 0), 0);
    // The engine's real speed-up (not quite the rate asked for) counts against the maximum.
    const engineSpeedup = fasterSpeech > 0 ? Math.max(1, lengths.speech / fasterSpeech) : fit.rate;
    // What the engine's faster rate left for the stretcher, within the fit's total speed-up; clips keep their length.
    const room = samplesForMs(fit.slotMs, rate) - lengths.clips;
    const needed = room > 0 ? (fasterSpeech + lengths.pauses / engineSpeedup) / room : Number.POSITIVE_INFINITY;
    const stretch = Math.min(Math.max(1, needed), FIT_SPEEDUP_MAX / engineSpeedup);
    for (const [n, index] of spoken.entries()) {
      const pcm = pcms[n];
      if (pcm) await repark(index, await stretchSpeech(pcm, stretch));
    }
    for (const index of inner)
      if (items[index]?.kind === 'silence')
        silences.set(index, Math.round(lengthOf(index) / (engineSpeedup * stretch)));
  }
  return { silences, fits: measured.map(({ fit }) => fit) };
}
