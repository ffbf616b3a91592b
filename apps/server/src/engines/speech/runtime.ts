import { join } from 'node:path';
import { NEUTRAL_PROSODY } from '@dubkit/sdk-core/studio';
import { azureSpeechConfigFromEnv, createAzureSpeechEngine } from './azure/azure';
import type { SpeechEngine } from './engine';
import { createEspeakEngine } from './espeak/espeak-engine';
import { createMp3Stream } from './mp3';
import {
  type AssetLibrary,
  executePlan,
  type MusicSettings,
  type PlanItem,
  type RenderedAudio,
  streamPlan,
} from './plan';

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
  manifest: AssetManifest;
  assetsDir: string;
  /** A script's plan (planScript, checked against the limits) as MP3. */
  render(items: PlanItem[], options: RenderOptions): Promise<RenderedAudio>;
  /** The same plan as MP3 sent while it is made (see streamPlan): a piece of frames each time some are ready. */
  stream(items: PlanItem[], options: RenderOptions): AsyncGenerator<Uint8Array>;
  close(): Promise<void>;
}

export interface RenderOptions {
  sampleRate: number;
  music?: { bgmId: number; volume: number; fadeInMs: number; fadeOutMs: number } | null;
  signal?: AbortSignal;
}

export interface SpeechRuntimeOptions {
  dataDir: string;
  /** `espeak` (offline default) or `azure` (AZURE_SPEECH_KEY / AZURE_SPEECH_REGION). */
  engine?: string;
  workers?: number;
  env?: NodeJS.ProcessEnv;
  /** Aborts the start-up (the server is stopping before the engine is ready). */
  signal?: AbortSignal;
  /** Writes the sound library's files into a directory when they are missing, and returns their manifest. */
  prepareAssets(dir: string, signal?: AbortSignal): Promise<AssetManifest>;
  /** The same sounds as PCM at the rate a plan needs. */
  assets: AssetLibrary;
}

/** The speech engine kept warm for the server's life, its sounds and music, and script rendering. */
export async function createSpeechRuntime(options: SpeechRuntimeOptions): Promise<SpeechRuntime> {
  const assetsDir = join(options.dataDir, 'assets');
  const manifest = await options.prepareAssets(assetsDir, options.signal);
  options.signal?.throwIfAborted();
  const espeak = options.engine === 'azure' ? null : createEspeakEngine({ workers: options.workers });
  const engine: SpeechEngine = espeak ?? createAzureSpeechEngine(azureSpeechConfigFromEnv(options.env));
  const { assets } = options;
  // The first audition then finds an MP3 encoder compiled and waiting, and every worker's voice loaded and run.
  (await createMp3Stream(16000)).end();
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
    manifest,
    assetsDir,
    async *stream(items, { sampleRate, music, signal }) {
      const mp3 = await createMp3Stream(sampleRate);
      const pieces = streamPlan(
        { items, sampleRate, music: musicFor(music) },
        { engine, assets, concurrency: options.workers ?? 2, signal },
      );
      for await (const pcm of pieces) {
        const frames = mp3.write(pcm.samples);
        if (frames.length) yield frames;
      }
      yield mp3.end();
    },
    render(items, { sampleRate, music, signal }) {
      return executePlan(
        { items, sampleRate, music: musicFor(music) },
        { engine, assets, master: espeak?.master, concurrency: options.workers ?? 2, signal },
      );
    },
    close: () => engine.close(),
  };
}
