import { DEFAULT_LOUDNESS_TARGET, DEFAULT_SAMPLE_RATE, TRUE_PEAK_CEILING_DBTP } from '@dubkit/sdk-core/studio';
import { trimSilence } from './assembly';
import type { SpeechEngine, SpeechUrgency, VoiceSettings } from './engine';
import { SpeechError } from './errors';
import { fitToCues, type PlacedCue } from './fit';
import { gatedLoudness, loudnessBlocks } from './loudness';
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
  /** Integrated loudness the render is mastered to (LUFS): sdk-core's LOUDNESS_TARGETS, DEFAULT_LOUDNESS_TARGET by default. */
  loudnessTarget?: number;
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

/** Sound effects sit a little under the speech (their loudness, LU relative to the levelled speech's). */
const CLIP_LEVEL_LU = -3;
/** A voice or a sound effect is never raised by more than this to reach its level. */
const LEVEL_GAIN_MAX_DB = 30;

/** Duration the output of a plan has, given where its items landed: the items, then the music's fade-out tail. */
export function plannedDurationMs(items: readonly ItemTiming[], music?: MusicSettings | null): number {
  const end = items.reduce((sum, item) => sum + item.durationMs, 0);
  return end + (music ? Math.min(10_000, Math.max(0, music.fadeOutMs)) : 0);
}

/**
 * Runs a synthesis plan: speaks the speech items (several at once), lays items end to end with exact silences and
 * inserted clips, levels each voice to the target loudness (one gain per voice, so lower volumes stay proportionally
 * quieter and sentences of two voices sound alike), mixes the background music under it, ducked under the words,
 * masters the whole to the target integrated loudness, limits true peaks and encodes MP3. The audio waits in a
 * temporary file, not in memory, until all speech is measured; mastering then streams through it (twice: to measure,
 * then to master), so memory does not grow with the plan's length.
 */
export async function executePlan(plan: SynthesisPlan, options: ExecuteOptions): Promise<RenderedAudio> {
  const rate = plan.sampleRate ?? DEFAULT_SAMPLE_RATE;
  const target = plan.loudnessTarget ?? DEFAULT_LOUDNESS_TARGET;
  const spool = await createPcmSpool();
  try {
    const { parts, timings, cues, length } = await layOut(plan, rate, options, spool.append);
    const music = plan.music ? { ...plan.music, pcm: await musicPcm(plan.music, rate, options) } : null;
    throwIfAborted(options.signal);
    const { mp3, samples } = await (options.master ?? masterSpool)(
      { parts, sampleRate: rate, music, loudnessTarget: target, ceilingDb: TRUE_PEAK_CEILING_DBTP },
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
  const target = plan.loudnessTarget ?? DEFAULT_LOUDNESS_TARGET;
  const parked = await spoolItems(plan.items, rate, options, park, target);
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
  const gains = voiceGains(plan.items, parked, target);
  const parts: MasterPart[] = [];
  const timings: ItemTiming[] = [];
  const cues: PlacedCue[] = [];
  let length = 0;
  for (const [index, item] of plan.items.entries()) {
    let part = parked[index]?.part ?? { silence: 0 };
    if (item.kind === 'speech' && 'gain' in part) {
      part.gain = gains.get(voiceKey(item.voice)) ?? 1;
      part.speech = true;
    }
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
  target: number,
): Promise<Array<ParkedItem | undefined>> {
  const parked: Array<ParkedItem | undefined> = [];
  for (const [index, item] of items.entries()) {
    throwIfAborted(options.signal);
    if (item.kind === 'silence') parked[index] = { part: { silence: silenceLength(item.ms, rate) } };
    else if (item.kind === 'cue') parked[index] = { part: { silence: 0 } };
    else if (item.kind === 'clip') {
      const pcm = await clipPcm(item, rate, options);
      parked[index] = { part: await park(pcm.samples, clipGain(pcm, target)) };
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
 * pieces laid end to end are executePlan's timeline, with differences that need the whole plan there: each voice gets
 * the gain measured on the first piece it speaks in, the mix gets no programme gain (the speech stands at the target,
 * the music and effects where they stand under it), and the music has no fade-out (it stops with the speech). Peaks
 * are limited piece by piece, and a long piece comes out in chunks of bounded size.
 */
/** Audio of a stream as it is mixed; `pieceEnd` on the last of a piece (a batch of sentences and what follows it). */
export type StreamedPcm = Pcm & { pieceEnd?: true };

/** A stream mixes and sends 8 MP3 frames at a time (0.58 s at 16 kHz): its listener hears the first before the rest is mixed. */
const STREAM_CHUNK = 1152 * 8;

export async function* streamPlan(plan: SynthesisPlan, options: ExecuteOptions): AsyncGenerator<StreamedPcm> {
  const rate = plan.sampleRate ?? DEFAULT_SAMPLE_RATE;
  const target = plan.loudnessTarget ?? DEFAULT_LOUDNESS_TARGET;
  const { items } = plan;
  const batches = speechBatches(items, Boolean(options.engine.synthesizeMany));
  const music = plan.music ? { ...plan.music, fadeOutMs: 0, pcm: await musicPcm(plan.music, rate, options) } : null;
  const mixer = createMixer(rate, music, null, {
    speechLufs: target,
    ceilingDb: TRUE_PEAK_CEILING_DBTP,
    chunk: STREAM_CHUNK,
  });
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
  const gains = new Map<string, number>();
  let from = 0;
  let position = 0;
  for (let piece = 0; piece < Math.max(1, batches.length); piece++) {
    speakAhead();
    const batch = batches[piece] ?? [];
    const spoken = (await ahead.shift()) ?? [];
    speakAhead();
    const to = piece >= batches.length - 1 ? items.length : (batch.at(-1) ?? from) + 1;
    const speech = (index: number) => spoken[batch.indexOf(index)];
    // A batch is one voice: its gain is measured here unless an earlier piece measured it.
    for (const [voice, gain] of voiceGains(
      items,
      batch.map((index) => ({ level: speechLevelOf(items[index], speech(index)) })),
      target,
      batch,
    ))
      if (!gains.has(voice)) gains.set(voice, gain);
    // Every item's audio first, so the music knows where this piece's words are before it is mixed under them.
    const audio: Array<{ samples: Float32Array | number; gain: number }> = [];
    for (let index = from; index < to; index++) {
      const item = items[index];
      // A cue places nothing while listening: fitting needs the whole plan.
      if (!item || item.kind === 'cue') continue;
      if (item.kind === 'silence') audio.push({ samples: silenceLength(item.ms, rate), gain: 1 });
      else if (item.kind === 'clip') {
        const clip = await clipPcm(item, rate, options);
        audio.push({ samples: clip.samples, gain: clipGain(clip, target) });
      } else {
        const samples = speech(index)?.samples ?? 0;
        if (typeof samples !== 'number') mixer.speech(position, samples.length);
        audio.push({ samples, gain: gains.get(voiceKey(item.voice)) ?? 1 });
      }
      const last = audio.at(-1);
      position += typeof last?.samples === 'number' ? last.samples : (last?.samples.length ?? 0);
    }
    for (const { samples, gain } of audio) for (const chunk of mixer.add(samples, gain)) yield pcm(chunk);
    // Each piece ends where its last item does (its peaks limited within it), so sound starts with the first words.
    yield { ...pcm(mixer.flush()), pieceEnd: true };
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

/** A speech item's loudness as it would sound at volume 100: the mean squares of its K-weighted 400 ms blocks. */
interface SpeechLevel {
  blocks: number[];
}

function speechLevelOf(item: PlanItem | undefined, pcm: Pcm | undefined): SpeechLevel | undefined {
  if (item?.kind !== 'speech' || item.voice.volume <= 0 || !pcm?.samples.length) return undefined;
  const scale = (100 / item.voice.volume) ** 2;
  return { blocks: loudnessBlocks(pcm.samples, pcm.sampleRate).map((z) => z * scale) };
}

/**
 * Which voice a speech item speaks in, for levelling: every voice setting but its volume (the creator's slider, kept
 * relative) and its rate (a faster reading of the same voice — fitting to timing speeds lines up — is the same voice).
 */
export function voiceKey(voice: VoiceSettings): string {
  const { volume: _volume, rate: _rate, ...rest } = voice;
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * One gain per voice: what brings the gated loudness (BS.1770) of all its speech, at volume 100, to the target. Not
 * one per sentence, which would flatten the script's own dynamics and make levels jump; not one for the whole plan,
 * which would leave a quiet voice quiet beside a loud one. `indices` says which item each level belongs to (all items
 * by default).
 */
function voiceGains(
  items: readonly PlanItem[],
  levels: ReadonlyArray<{ level?: SpeechLevel | undefined } | undefined>,
  target: number,
  indices?: readonly number[],
): Map<string, number> {
  const blocks = new Map<string, number[]>();
  levels.forEach((parked, n) => {
    const item = items[indices ? (indices[n] ?? -1) : n];
    if (item?.kind !== 'speech') return;
    const key = voiceKey(item.voice);
    const into = blocks.get(key) ?? [];
    blocks.set(key, into);
    for (const z of parked?.level?.blocks ?? []) into.push(z);
  });
  const gains = new Map<string, number>();
  for (const [key, voiceBlocks] of blocks) {
    const loudness = gatedLoudness(voiceBlocks);
    if (Number.isFinite(loudness)) gains.set(key, dbToGain(Math.min(LEVEL_GAIN_MAX_DB, target - loudness)));
  }
  return gains;
}

/** A sound effect's gain: its loudness CLIP_LEVEL_LU under the speech's. */
function clipGain(part: Pcm, target: number): number {
  const loudness = gatedLoudness(loudnessBlocks(part.samples, part.sampleRate));
  return Number.isFinite(loudness) ? dbToGain(Math.min(LEVEL_GAIN_MAX_DB, target + CLIP_LEVEL_LU - loudness)) : 1;
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
