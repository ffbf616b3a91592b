import { DEFAULT_SAMPLE_RATE } from '@dubkit/sdk-core/studio';
import { activeRms, SPEECH_TARGET_DB, trimSilence } from './assembly';
import type { SpeechEngine, SpeechUrgency, VoiceSettings } from './engine';
import { SpeechError } from './errors';
import { fitToCues, type PlacedCue } from './fit';
import { createMixer, type Mastered, type MasterJob, type MasterPart, masterSpool } from './master';
import { dbToGain, type Pcm, samplesForMs } from './pcm';
import { createPcmSpool } from './spool';

export type PlanItem =
  /**
   * Text in one voice, within one sentence of the script (its index; subtitles use it), and the take of that sentence
   * the creator pinned (the sentence cache keeps takes apart).
   */
  | { kind: 'speech'; text: string; voice: VoiceSettings; sentence?: number; take?: number }
  /** An exact pause (a break, a punctuation pause). */
  | { kind: 'silence'; ms: number }
  /** A sound effect, inserted at this point of the timeline. */
  | { kind: 'clip'; asset: string }
  | { kind: 'clip'; pcm: Pcm }
  /** A subtitle cue (fit to timing): what follows, up to the next cue, starts at `startMs` and is fitted to the slot. */
  | { kind: 'cue'; startMs: number; endMs: number };

export interface MusicSettings {
  /** Background-music asset id, or the music itself. */
  asset: string | Pcm;
  /** 0–100. */
  volume: number;
  /** 0–10000 ms. */
  fadeInMs: number;
  /** 0–10000 ms; the music plays on for this long after the speech while it fades. */
  fadeOutMs: number;
}

export interface SynthesisPlan {
  items: PlanItem[];
  /** 16000 by default; 48000 for members. */
  sampleRate?: number;
  music?: MusicSettings | null;
}

/** Where to find sound-effect and music audio by id. */
export interface AssetLibrary {
  pcm(id: string, sampleRate: number): Promise<Pcm>;
}

export interface ItemTiming {
  index: number;
  kind: PlanItem['kind'];
  startMs: number;
  durationMs: number;
}

export interface RenderedAudio {
  mp3: Uint8Array;
  sampleRate: number;
  durationMs: number;
  /** Where each plan item landed in the output. */
  items: ItemTiming[];
  /** End of the last item; music may run on after it. */
  speechEndMs: number;
  /** With cues in the plan: how each cue's speech fitted its slot and where it starts. */
  cues?: PlacedCue[];
}

export interface ExecuteOptions {
  engine: SpeechEngine;
  assets?: AssetLibrary;
  /**
   * Runs masterSpool elsewhere, e.g. on the espeak pool: a long task's mastering (seconds per hour of audio) then
   * does not take this thread's time, and a stop ends it with its worker.
   */
  master?: (job: MasterJob, spool: number, signal?: AbortSignal) => Promise<Mastered>;
  /** Speech segments synthesised at once; match the engine's worker count. Default 2. */
  concurrency?: number;
  signal?: AbortSignal;
}

/** Sound effects sit a little under the speech. */
const CLIP_LEVEL_DB = SPEECH_TARGET_DB - 3;

/** Duration the output of a plan has, given where its items landed: the items, then the music's fade-out tail. */
export function plannedDurationMs(items: readonly ItemTiming[], music?: MusicSettings | null): number {
  const end = items.reduce((sum, item) => sum + item.durationMs, 0);
  return end + (music ? Math.min(10_000, Math.max(0, music.fadeOutMs)) : 0);
}

/**
 * Runs a synthesis plan: speaks the speech items (several at once), lays items end to end with
 * exact silences and inserted clips, normalises the speech so that volume 100 sits at the target
 * loudness (lower volumes stay proportionally quieter), mixes the background music under it, limits
 * peaks and encodes MP3. The audio waits in a temporary file, not in memory, until all speech is measured;
 * mastering then streams through it, so memory does not grow with the plan's length.
 */
export async function executePlan(plan: SynthesisPlan, options: ExecuteOptions): Promise<RenderedAudio> {
  const rate = plan.sampleRate ?? DEFAULT_SAMPLE_RATE;
  const spool = await createPcmSpool();
  try {
    const { parts, timings, cues, length } = await layOut(plan, rate, options, spool.append);
    const music = plan.music ? { ...plan.music, pcm: await musicPcm(plan.music, rate, options) } : null;
    throwIfAborted(options.signal);
    const { mp3, samples } = await (options.master ?? masterSpool)(
      { parts, sampleRate: rate, music },
      spool.fd,
      options.signal,
    );
    return {
      mp3,
      sampleRate: rate,
      durationMs: (samples * 1000) / rate,
      items: timings,
      speechEndMs: (length * 1000) / rate,
      ...(cues ? { cues } : {}),
    };
  } finally {
    await spool.close();
  }
}

/** How the cues of a plan would fit and where they would start, without mastering or encoding it. */
export async function fitPlanCues(plan: SynthesisPlan, options: ExecuteOptions): Promise<PlacedCue[]> {
  const spool = await createPcmSpool();
  try {
    return (await layOut(plan, plan.sampleRate ?? DEFAULT_SAMPLE_RATE, options, spool.append)).cues ?? [];
  } finally {
    await spool.close();
  }
}

/** Speaks a plan into the spool and lays its items end to end, each cue's speech fitted to its slot. */
async function layOut(
  plan: SynthesisPlan,
  rate: number,
  options: ExecuteOptions,
  append: (samples: Float32Array) => Promise<number>,
) {
  const park = async (samples: Float32Array, gain: number): Promise<MasterPart> => ({
    offset: await append(samples),
    length: samples.length,
    gain,
  });
  const parked = await spoolItems(plan.items, rate, options, park);
  const fitting = plan.items.some((item) => item.kind === 'cue')
    ? await fitToCues(
        plan.items,
        parked,
        rate,
        async (items) => {
          const spoken: Array<Pcm | undefined> = [];
          await speakAll(items, rate, options, async (index, pcm) => {
            spoken[index] = pcm;
          });
          return spoken;
        },
        async (index, pcm) => {
          parked[index] = { part: await park(pcm.samples, 1), level: speechLevelOf(plan.items[index], pcm) };
        },
      )
    : null;
  const speechGain = speechGainOf(parked.map((item) => item ?? {})) ?? 1;
  const parts: MasterPart[] = [];
  const timings: ItemTiming[] = [];
  const cues: PlacedCue[] = [];
  let length = 0;
  for (const [index, item] of plan.items.entries()) {
    let part = parked[index]?.part ?? { silence: 0 };
    if (item.kind === 'speech' && 'gain' in part) part.gain = speechGain;
    const fitted = fitting?.silences.get(index);
    if (fitted !== undefined) part = { silence: fitted };
    // A cue waits for its start; it can only start late, when the speech before it overran.
    if (item.kind === 'cue') {
      part = { silence: Math.max(0, samplesForMs(item.startMs, rate) - length) };
      const fit = fitting?.fits[cues.length];
      const placedMs = ((length + part.silence) * 1000) / rate;
      if (fit) cues.push({ ...fit, startMs: item.startMs, endMs: item.endMs, placedMs });
    }
    const samples = 'silence' in part ? part.silence : part.length;
    timings.push({ index, kind: item.kind, startMs: (length * 1000) / rate, durationMs: (samples * 1000) / rate });
    parts.push(part);
    length += samples;
  }
  return { parts, timings, cues: fitting ? cues : null, length };
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new SpeechError('ABORTED', 'speech synthesis was cancelled');
}

function requireAssets(options: ExecuteOptions): AssetLibrary {
  if (!options.assets)
    throw new SpeechError('BAD_REQUEST', 'this plan uses sound assets but no asset library was given');
  return options.assets;
}

async function musicPcm(music: MusicSettings, rate: number, options: ExecuteOptions): Promise<Pcm> {
  return typeof music.asset === 'string' ? requireAssets(options).pcm(music.asset, rate) : music.asset;
}

/** Speech items handed to the engine together: at most this many, and this many characters. */
const BATCH_ITEMS = 24;
const BATCH_CHARACTERS = 600;

/**
 * Runs of speech items in one voice (pauses and clips between them do not matter), for synthesizeMany. The
 * first speech item is a batch of its own, so a stream can be heard after one short engine call and a whole
 * render speaks exactly what the stream speaks.
 */
function speechBatches(items: readonly PlanItem[], batching: boolean): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let key = '';
  let characters = 0;
  items.forEach((item, index) => {
    if (item.kind !== 'speech' || !item.text.trim()) return;
    const voice = JSON.stringify(item.voice);
    if (
      !batching ||
      voice !== key ||
      current.length >= BATCH_ITEMS ||
      characters + item.text.length > BATCH_CHARACTERS ||
      (batches.length === 0 && current.length === 1)
    ) {
      if (current.length) batches.push(current);
      current = [];
      characters = 0;
      key = voice;
    }
    current.push(index);
    characters += item.text.length;
  });
  if (current.length) batches.push(current);
  return batches;
}

/** Speaks one batch of speech items in one engine call; each result trimmed to its audible extent. */
async function speakBatch(
  items: readonly PlanItem[],
  batch: readonly number[],
  rate: number,
  options: ExecuteOptions,
  urgency: SpeechUrgency,
): Promise<Array<Pcm | undefined>> {
  throwIfAborted(options.signal);
  const signal = { urgency, ...(options.signal ? { signal: options.signal } : {}) };
  const segments = batch.map((index) => {
    const item = items[index] as Extract<PlanItem, { kind: 'speech' }>;
    return { ...item.voice, text: item.text, sampleRate: rate, ...(item.take ? { take: item.take } : {}) };
  });
  const [single] = segments;
  const spoken =
    segments.length === 1 && single
      ? [await options.engine.synthesize(single, signal)]
      : await (options.engine.synthesizeMany?.(segments, signal) ?? Promise.resolve([]));
  return batch.map((_, n) => {
    const pcm = spoken[n];
    return pcm && trimSilence(pcm);
  });
}

/** A plan item parked for mastering, with the speech's level (speech only). */
interface ParkedItem {
  part: MasterPart;
  level?: SpeechLevel | undefined;
}

/** Parks each item's audio in the spool (clips one at a time, speech as the engine returns it), measuring the speech. */
async function spoolItems(
  items: readonly PlanItem[],
  rate: number,
  options: ExecuteOptions,
  park: (samples: Float32Array, gain: number) => Promise<MasterPart>,
): Promise<Array<ParkedItem | undefined>> {
  const parked: Array<ParkedItem | undefined> = [];
  for (const [index, item] of items.entries()) {
    throwIfAborted(options.signal);
    if (item.kind === 'silence') parked[index] = { part: { silence: silenceLength(item.ms, rate) } };
    else if (item.kind === 'cue') parked[index] = { part: { silence: 0 } };
    else if (item.kind === 'clip') {
      const pcm = await clipPcm(item, rate, options);
      parked[index] = { part: await park(pcm.samples, clipGain(pcm)) };
    }
  }
  await speakAll(items, rate, options, async (index, pcm) => {
    parked[index] = { part: await park(pcm.samples, 1), level: speechLevelOf(items[index], pcm) };
  });
  return parked;
}

/** Speaks every speech item of `items` in batches, `concurrency` batches at a time, handing each result on. */
async function speakAll(
  items: readonly PlanItem[],
  rate: number,
  options: ExecuteOptions,
  spoken: (index: number, pcm: Pcm) => Promise<void>,
) {
  const batches = speechBatches(items, Boolean(options.engine.synthesizeMany));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++] ?? [];
      const out = await speakBatch(items, batch, rate, options, 'background');
      for (const [n, index] of batch.entries()) {
        const pcm = out[n];
        if (pcm) await spoken(index, pcm);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
}

const silenceLength = (ms: number, rate: number) => Math.max(0, samplesForMs(ms, rate));

/**
 * Runs a plan piece by piece, for listening while the rest is made: the first piece ends with the first spoken
 * item, so sound can start after one short engine call, and the engine speaks ahead while a piece is sent. The
 * pieces laid end to end are executePlan's timeline, with two differences that need the whole plan there: all
 * speech gets the gain measured on the first piece that speaks, and the music has no fade-out (it stops with
 * the speech). Peaks are limited piece by piece, and a long piece comes out in chunks of bounded size.
 */
export async function* streamPlan(plan: SynthesisPlan, options: ExecuteOptions): AsyncGenerator<Pcm> {
  const rate = plan.sampleRate ?? DEFAULT_SAMPLE_RATE;
  const { items } = plan;
  const batches = speechBatches(items, Boolean(options.engine.synthesizeMany));
  const music = plan.music ? { ...plan.music, fadeOutMs: 0, pcm: await musicPcm(plan.music, rate, options) } : null;
  const mixer = createMixer(rate, music, null);
  const pcm = (samples: Float32Array): Pcm => ({ samples, sampleRate: rate });
  const ahead: Array<Promise<Array<Pcm | undefined>>> = [];
  let requested = 0;
  const speakAhead = () => {
    while (requested < batches.length && ahead.length < Math.max(1, options.concurrency ?? 2)) {
      const speaking = speakBatch(
        items,
        batches[requested] ?? [],
        rate,
        options,
        requested++ === 0 ? 'first-sound' : 'listening',
      );
      // A listener who leaves stops the stream; a batch already asked for then fails unobserved.
      speaking.catch(() => {});
      ahead.push(speaking);
    }
  };
  let gain: number | null = null;
  let from = 0;
  for (let piece = 0; piece < Math.max(1, batches.length); piece++) {
    speakAhead();
    const batch = batches[piece] ?? [];
    const spoken = (await ahead.shift()) ?? [];
    speakAhead();
    const to = piece >= batches.length - 1 ? items.length : (batch.at(-1) ?? from) + 1;
    const speech = (index: number) => spoken[batch.indexOf(index)];
    gain ??= speechGainOf(batch.map((index) => ({ level: speechLevelOf(items[index], speech(index)) })));
    for (let index = from; index < to; index++) {
      const item = items[index];
      // A cue places nothing while listening: fitting needs the whole plan.
      if (item?.kind === 'cue') continue;
      const chunks =
        item?.kind === 'silence'
          ? mixer.add(silenceLength(item.ms, rate))
          : item?.kind === 'clip'
            ? await clipPcm(item, rate, options).then((clip) => mixer.add(clip.samples, clipGain(clip)))
            : mixer.add(speech(index)?.samples ?? 0, gain ?? 1);
      for (const chunk of chunks) yield pcm(chunk);
    }
    // Each piece ends where its last item does (its peaks limited within it), so sound starts with the first words.
    const rest = mixer.flush();
    if (rest.length) yield pcm(rest);
    from = to;
  }
}

/** A sound effect's audio, at the plan's rate. */
async function clipPcm(item: Extract<PlanItem, { kind: 'clip' }>, rate: number, options: ExecuteOptions) {
  const pcm = 'pcm' in item ? item.pcm : await requireAssets(options).pcm(item.asset, rate);
  if (pcm.sampleRate !== rate)
    throw new SpeechError('BAD_REQUEST', `clip is ${pcm.sampleRate} Hz, the plan is ${rate} Hz`);
  return pcm;
}

/** A speech item's loudness as it would sound at volume 100 (RMS of its sounding parts), weighted by its length. */
interface SpeechLevel {
  energy: number;
  samples: number;
}

function speechLevelOf(item: PlanItem | undefined, pcm: Pcm | undefined): SpeechLevel | undefined {
  if (item?.kind !== 'speech' || item.voice.volume <= 0 || !pcm?.samples.length) return undefined;
  const level = activeRms(pcm) / (item.voice.volume / 100);
  return { energy: level * level * pcm.samples.length, samples: pcm.samples.length };
}

/** One gain for all these speech items: what brings them to the target, or null when none makes a sound. */
function speechGainOf(items: ReadonlyArray<{ level?: SpeechLevel | undefined }>): number | null {
  let energy = 0;
  let count = 0;
  for (const { level } of items) {
    energy += level?.energy ?? 0;
    count += level?.samples ?? 0;
  }
  return energy ? dbToGain(SPEECH_TARGET_DB) / Math.sqrt(energy / count) : null;
}

function clipGain(part: Pcm): number {
  const level = activeRms(part);
  return level ? dbToGain(CLIP_LEVEL_DB) / level : 1;
}

/** Runs a one-item plan: the sample audio of a voice setting (an anchor template's preview). */
export function renderVoiceSample(
  text: string,
  voice: VoiceSettings,
  options: ExecuteOptions & { sampleRate?: number },
): Promise<RenderedAudio> {
  return executePlan(
    { items: [{ kind: 'speech', text, voice }], sampleRate: options.sampleRate ?? DEFAULT_SAMPLE_RATE },
    options,
  );
}
