import {
  activeRms,
  type BackgroundMusic,
  limitPeaks,
  mixBackgroundMusic,
  musicUnderStream,
  SPEECH_TARGET_DB,
  trimSilence,
} from './assembly';
import type { SpeechEngine, VoiceSettings } from './engine';
import { SpeechError } from './errors';
import { encodeMp3 } from './mp3';
import { dbToGain, type Pcm, samplesForMs } from './pcm';

export type PlanItem =
  | { kind: 'speech'; text: string; voice: VoiceSettings }
  /** An exact pause (a break, a punctuation pause). */
  | { kind: 'silence'; ms: number }
  /** A sound effect, inserted at this point of the timeline. */
  | { kind: 'clip'; asset: string }
  | { kind: 'clip'; pcm: Pcm };

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
  /** The final mix, as encoded. */
  pcm: Pcm;
  sampleRate: number;
  durationMs: number;
  /** Where each plan item landed in the output. */
  items: ItemTiming[];
  /** End of the last item; music may run on after it. */
  speechEndMs: number;
}

export interface ExecuteOptions {
  engine: SpeechEngine;
  assets?: AssetLibrary;
  /**
   * Runs masterMix elsewhere, e.g. on the espeak pool: a long task's mastering (seconds per hour of audio) then
   * neither blocks this thread nor outlives a stop, since an aborted job's worker is terminated.
   */
  master?: (mix: Pcm, music: BackgroundMusic | null, signal?: AbortSignal) => Promise<Mastered>;
  /** Speech segments synthesised at once; match the engine's worker count. Default 2. */
  concurrency?: number;
  signal?: AbortSignal;
}

export interface Mastered {
  mp3: Uint8Array;
  /** The final mix, as encoded. */
  pcm: Pcm;
}

export const DEFAULT_SAMPLE_RATE = 16000;
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
 * peaks and encodes MP3.
 */
export async function executePlan(plan: SynthesisPlan, options: ExecuteOptions): Promise<RenderedAudio> {
  const rate = plan.sampleRate ?? DEFAULT_SAMPLE_RATE;
  const parts = await renderItems(plan.items, rate, options);
  const speechGain = speechNormalisation(plan.items, parts);
  const timings: ItemTiming[] = [];
  let length = 0;
  for (const [index, part] of parts.entries()) {
    const item = plan.items[index];
    if (!item) continue;
    timings.push({
      index,
      kind: item.kind,
      startMs: (length * 1000) / rate,
      durationMs: (part.samples.length * 1000) / rate,
    });
    length += part.samples.length;
  }
  const mix: Pcm = { samples: joinParts(plan.items, parts, speechGain), sampleRate: rate };
  parts.length = 0;
  const music = plan.music ? { ...plan.music, pcm: await musicPcm(plan.music, rate, options) } : null;
  throwIfAborted(options.signal);
  const { mp3, pcm } = await (options.master ?? masterMix)(mix, music, options.signal);
  return {
    mp3,
    pcm,
    sampleRate: rate,
    durationMs: (pcm.samples.length * 1000) / rate,
    items: timings,
    speechEndMs: (length * 1000) / rate,
  };
}

/** The full-length end of a render: the music mixed under the speech, peaks limited, MP3 encoded. */
export async function masterMix(mix: Pcm, music: BackgroundMusic | null): Promise<Mastered> {
  const pcm = music ? mixBackgroundMusic(mix, music) : mix;
  limitPeaks(pcm);
  return { mp3: await encodeMp3(pcm), pcm };
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

/** The items' audio laid end to end, speech at `speechGain` and each clip at its own level. */
function joinParts(items: readonly PlanItem[], parts: readonly Pcm[], speechGain: number): Float32Array {
  const track = new Float32Array(parts.reduce((n, part) => n + part.samples.length, 0));
  let offset = 0;
  for (const [index, part] of parts.entries()) {
    const item = items[index];
    const gain = item?.kind === 'speech' ? speechGain : item?.kind === 'clip' ? clipGain(part) : 1;
    for (let i = 0; i < part.samples.length; i++) track[offset + i] = (part.samples[i] ?? 0) * gain;
    offset += part.samples.length;
  }
  return track;
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
): Promise<Array<Pcm | undefined>> {
  throwIfAborted(options.signal);
  const signal = options.signal ? { signal: options.signal } : {};
  const segments = batch.map((index) => {
    const item = items[index] as Extract<PlanItem, { kind: 'speech' }>;
    return { ...item.voice, text: item.text, sampleRate: rate };
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

async function renderItems(items: readonly PlanItem[], rate: number, options: ExecuteOptions): Promise<Pcm[]> {
  const parts: Pcm[] = await Promise.all(items.map((item) => renderFixedItem(item, rate, options)));
  const batches = speechBatches(items, Boolean(options.engine.synthesizeMany));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++] ?? [];
      const spoken = await speakBatch(items, batch, rate, options);
      batch.forEach((index, n) => {
        const pcm = spoken[n];
        if (pcm) parts[index] = pcm;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  return parts;
}

/**
 * Runs a plan piece by piece, for listening while the rest is made: the first piece ends with the first spoken
 * item, so sound can start after one short engine call, and the engine speaks ahead while a piece is sent. The
 * pieces laid end to end are executePlan's timeline, with two differences that need the whole plan there: all
 * speech gets the gain measured on the first piece that speaks, and the music has no fade-out (it stops with
 * the speech). Peaks are limited piece by piece.
 */
export async function* streamPlan(plan: SynthesisPlan, options: ExecuteOptions): AsyncGenerator<Pcm> {
  const rate = plan.sampleRate ?? DEFAULT_SAMPLE_RATE;
  const { items } = plan;
  const batches = speechBatches(items, Boolean(options.engine.synthesizeMany));
  const music = plan.music && musicUnderStream({ ...plan.music, pcm: await musicPcm(plan.music, rate, options) }, rate);
  const ahead: Array<Promise<Array<Pcm | undefined>>> = [];
  let requested = 0;
  const speakAhead = () => {
    while (requested < batches.length && ahead.length < Math.max(1, options.concurrency ?? 2)) {
      const speaking = speakBatch(items, batches[requested++] ?? [], rate, options);
      // A listener who leaves stops the stream; a batch already asked for then fails unobserved.
      speaking.catch(() => {});
      ahead.push(speaking);
    }
  };
  let gain: number | null = null;
  let from = 0;
  let at = 0;
  for (let piece = 0; piece < Math.max(1, batches.length); piece++) {
    speakAhead();
    const batch = batches[piece] ?? [];
    const spoken = (await ahead.shift()) ?? [];
    speakAhead();
    const to = piece >= batches.length - 1 ? items.length : (batch.at(-1) ?? from) + 1;
    const range = items.slice(from, to);
    const parts = await Promise.all(
      range.map(async (item, n) => {
        const pcm = spoken[batch.indexOf(from + n)];
        return item.kind === 'speech'
          ? (pcm ?? { samples: new Float32Array(0), sampleRate: rate })
          : renderFixedItem(item, rate, options);
      }),
    );
    gain ??= speechLevel(range, parts);
    const samples = joinParts(range, parts, gain ?? 1);
    const pcm: Pcm = { samples, sampleRate: rate };
    music?.(pcm, at);
    limitPeaks(pcm);
    yield pcm;
    at += samples.length;
    from = to;
  }
}

/** Silences and clips; speech starts empty and is filled in by the engine. */
async function renderFixedItem(item: PlanItem, rate: number, options: ExecuteOptions): Promise<Pcm> {
  if (item.kind === 'silence')
    return { samples: new Float32Array(Math.max(0, samplesForMs(item.ms, rate))), sampleRate: rate };
  if (item.kind === 'clip') {
    const pcm = 'pcm' in item ? item.pcm : await requireAssets(options).pcm(item.asset, rate);
    if (pcm.sampleRate !== rate)
      throw new SpeechError('BAD_REQUEST', `clip is ${pcm.sampleRate} Hz, the plan is ${rate} Hz`);
    return { samples: pcm.samples, sampleRate: rate };
  }
  return { samples: new Float32Array(0), sampleRate: rate };
}

/** One gain for all speech: what brings the speech, as it would sound at volume 100, to the target. */
function speechNormalisation(items: readonly PlanItem[], parts: readonly Pcm[]): number {
  return speechLevel(items, parts) ?? 1;
}

/** The speech gain measured on these items, or null when none of them makes a sound. */
function speechLevel(items: readonly PlanItem[], parts: readonly Pcm[]): number | null {
  let energy = 0;
  let count = 0;
  for (const [index, part] of parts.entries()) {
    const item = items[index];
    if (item?.kind !== 'speech' || item.voice.volume <= 0 || !part.samples.length) continue;
    const level = activeRms(part) / (item.voice.volume / 100);
    energy += level * level * part.samples.length;
    count += part.samples.length;
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
