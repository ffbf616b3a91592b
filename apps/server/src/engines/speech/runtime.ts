import { join } from 'node:path';
import { NEUTRAL_PROSODY } from '@dubkit/sdk-core/studio';
import { azureSpeechConfigFromEnv, createAzureSpeechEngine } from './azure/azure';
import type { SpeechEngine, VoiceSettings } from './engine';
import { createEspeakEngine } from './espeak/espeak-engine';
import type { PlacedCue } from './fit';
import { createMp3Stream, prepareMp3Streams } from './mp3';
import {
  type AssetLibrary,
  executePlan,
  fitPlanCues,
  type MusicSettings,
  type PlanItem,
  type RenderedAudio,
  streamPlan,
} from './plan';
import { createSpeechProviders, createSpeechRouter, type SpeechProvidersConfig } from './providers';
import { type PcmCache, withSpeechCache } from './speechCache';

/** A sound library's files (MP3s under one directory) as the media routes list and serve them. */
export interface AssetManifest {
  version: number;
  sampleRate: number;
  music: MusicAsset[];
  soundCategories: Array<{ id: number; name: string }>;
  sounds: SoundAsset[];
}

export interface MusicAsset {
  id: number;
  key: string;
  name: string;
  mood: string;
  durationMs: number;
  file: string;
}

export interface SoundAsset {
  id: number;
  key: string;
  name: string;
  categoryId: number;
  category: string;
  durationMs: number;
  file: string;
}

export interface SpeechRuntime {
  engine: SpeechEngine;
  /** Whether this voice's engine speaks differently each time (a new take is then worth making). */
  varies(voice: VoiceSettings): boolean;
  manifest: AssetManifest;
  assetsDir: string;
  /** A script's plan (planScript, checked against the limits) as MP3. */
  render(items: PlanItem[], options: RenderOptions): Promise<RenderedAudio>;
  /** How the plan's cues fit their slots (fitPlanCues): spoken, laid out, not mastered. */
  fitCues(items: PlanItem[], options: RenderOptions): Promise<PlacedCue[]>;
  /** The same plan as MP3 sent while it is made (see streamPlan): a piece of frames each time some are ready. */
  stream(items: PlanItem[], options: RenderOptions): AsyncGenerator<Uint8Array>;
  close(): Promise<void>;
}

export interface RenderOptions {
  sampleRate: number;
  /** Whose sentence cache the render reads and fills (a user id); none, with no cache. */
  owner?: number | null;
  music?: { bgmId: number; volume: number; fadeInMs: number; fadeOutMs: number } | null;
  /** Integrated loudness (LUFS) to master to; sdk-core's DEFAULT_LOUDNESS_TARGET when not given. */
  loudnessTarget?: number | undefined;
  signal?: AbortSignal;
}

export interface SpeechRuntimeOptions {
  /** Longest a heard stream waits for the silent ones before its next piece (its listener is still playing the last). Default 500. */
  firstSoundWaitMs?: number;
  dataDir: string;
  /** `espeak` (offline default) or `azure` (AZURE_SPEECH_KEY / AZURE_SPEECH_REGION). */
  engine?: string;
  /** Neural speech providers: a voice the voice catalogue binds to one speaks through it, every other voice as above. */
  providers?: SpeechProvidersConfig;
  workers?: number;
  env?: NodeJS.ProcessEnv;
  /** Aborts the start-up (the server is stopping before the engine is ready). */
  signal?: AbortSignal;
  /** Writes the sound library's files into a directory when they are missing, and returns their manifest. */
  prepareAssets(dir: string, signal?: AbortSignal): Promise<AssetManifest>;
  /** The same sounds as PCM at the rate a plan needs. */
  assets: AssetLibrary;
  /** Each user's spoken sentences, kept for the next audition or task that says them again (the sentence cache). */
  cache?: ((owner: number) => PcmCache) | null;
}

/** A generator whose first result was taken early (to start its work, or to see its error first), whole again. */
export async function* continued<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>) {
  if (!first.done) yield first.value;
  yield* rest;
}

/**
 * Streams whose listener has heard nothing yet. `quiet` resolves once there are none, or after `maxWaitMs`, so a
 * steady flow of new listeners cannot starve the ones already listening.
 */
function createFirstSoundGate(maxWaitMs: number) {
  let waiting = 0;
  const wakers = new Set<() => void>();
  return {
    begin() {
      waiting++;
      const stream = {
        pending: true,
        done() {
          if (!stream.pending) return;
          stream.pending = false;
          if (--waiting === 0) for (const wake of [...wakers]) wake();
        },
      };
      return stream;
    },
    quiet: () =>
      waiting === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const wake = () => {
              clearTimeout(timer);
              wakers.delete(wake);
              resolve();
            };
            const timer = setTimeout(wake, maxWaitMs);
            wakers.add(wake);
          }),
  };
}

/** The speech engine kept warm for the server's life, its sounds and music, and script rendering. */
export async function createSpeechRuntime(options: SpeechRuntimeOptions): Promise<SpeechRuntime> {
  const assetsDir = join(options.dataDir, 'assets');
  const manifest = await options.prepareAssets(assetsDir, options.signal);
  options.signal?.throwIfAborted();
  const espeak = options.engine === 'azure' ? null : createEspeakEngine({ workers: options.workers });
  const base: SpeechEngine = espeak ?? createAzureSpeechEngine(azureSpeechConfigFromEnv(options.env));
  const providers = createSpeechProviders(options.providers ?? {});
  const engine = Object.keys(providers).length ? createSpeechRouter(base, providers) : base;
  const { assets } = options;
  const firstSounds = createFirstSoundGate(options.firstSoundWaitMs ?? 500);
  const { cache } = options;
  const engineFor = (owner: number | null | undefined) =>
    cache && owner != null ? withSpeechCache(engine, cache(owner)) : engine;
  // The first auditions then find MP3 encoders made and waiting, and every worker's voice loaded and run.
  await prepareMp3Streams();
  if (espeak) {
    const workers = espeak.stats().size;
    const warmUp = { text: '你好。', voice: 'cmn', ...NEUTRAL_PROSODY, sampleRate: 16000 };
    await Promise.all(Array.from({ length: workers }, () => espeak.speak(warmUp, { signal: options.signal })));
  }

  const musicFor = (music: RenderOptions['music']): MusicSettings | null => {
    if (!music?.bgmId) return null;
    const track = manifest.music.find((m) => m.id === music.bgmId);
    if (!track) return null;
    return { asset: track.key, volume: music.volume, fadeInMs: music.fadeInMs, fadeOutMs: music.fadeOutMs };
  };

  return {
    engine,
    varies: (voice) => (voice.provider ? providers[voice.provider]?.varies : undefined) ?? base.varies,
    manifest,
    assetsDir,
    async *stream(items, { sampleRate, music, signal, owner }) {
      const waiting = firstSounds.begin();
      try {
        const pieces = streamPlan(
          { items, sampleRate, music: musicFor(music) },
          { engine: engineFor(owner), assets, concurrency: options.workers ?? 2, signal },
        );
        // The engine starts on the first sentence while the encoder is made.
        const first = pieces.next();
        first.catch(() => {});
        const mp3 = await createMp3Stream(sampleRate);
        for await (const pcm of continued(await first, pieces)) {
          // Mixing and encoding run on the server's own thread: a stream already heard waits for the ones not yet heard.
          if (!waiting.pending) await firstSounds.quiet();
          const frames = mp3.write(pcm.samples);
          if (!frames.length) continue;
          waiting.done();
          yield frames;
        }
        yield mp3.end();
      } finally {
        waiting.done();
      }
    },
    fitCues(items, { sampleRate, signal, owner }) {
      return fitPlanCues(
        { items, sampleRate },
        { engine: engineFor(owner), assets, concurrency: options.workers ?? 2, signal },
      );
    },
    render(items, { sampleRate, music, signal, owner, loudnessTarget }) {
      return executePlan(
        { items, sampleRate, music: musicFor(music), ...(loudnessTarget !== undefined ? { loudnessTarget } : {}) },
        { engine: engineFor(owner), assets, master: espeak?.master, concurrency: options.workers ?? 2, signal },
      );
    },
    close: () => engine.close(),
  };
}
