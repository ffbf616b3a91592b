import { join } from 'node:path';
import type { ScriptDocument } from '@dubkit/sdk-core/markup';
import type { ServerContext } from '../context';
import {
  type AssetManifest,
  azureSpeechConfigFromEnv,
  createAzureSpeechEngine,
  createEspeakEngine,
  ensureSeedAssets,
  executePlan,
  type MusicSettings,
  planFromDocument,
  type RenderedAudio,
  type SpeechEngine,
  seedAssetLibrary,
} from '../speech';
import type { Pcm } from '../speech/pcm';
import { type ResolvedVoice, resolveRequestedVoice, segmentRequest } from './voices';

export interface SpeechRuntime {
  engine: SpeechEngine;
  manifest: AssetManifest;
  assetsDir: string;
  render(
    ctx: ServerContext,
    userId: number | null,
    doc: ScriptDocument,
    options: RenderOptions,
  ): Promise<RenderedAudio>;
  close(): Promise<void>;
}

export interface RenderOptions {
  voice: ResolvedVoice;
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
}

/** The speech engine kept warm for the server's life, the seed sounds and music, and script rendering. */
export async function createSpeechRuntime(options: SpeechRuntimeOptions): Promise<SpeechRuntime> {
  const assetsDir = join(options.dataDir, 'assets');
  const manifest = await ensureSeedAssets(assetsDir);
  const espeak = options.engine === 'azure' ? null : createEspeakEngine({ workers: options.workers });
  const engine: SpeechEngine = espeak ?? createAzureSpeechEngine(azureSpeechConfigFromEnv(options.env));
  const assets = seedAssetLibrary();
  const encode = espeak ? (pcm: Pcm) => espeak.encodeMp3(pcm) : undefined;

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
    async render(ctx, userId, doc, { voice, sampleRate, music, signal }) {
      const items = await planFromDocument(doc, {
        voice: voice.settings,
        segmentVoice: async (segment) => (await resolveRequestedVoice(ctx, userId, segmentRequest(segment))).settings,
      });
      return executePlan(
        { items, sampleRate, music: musicFor(music) },
        { engine, assets, encodeMp3: encode, concurrency: options.workers ?? 2, signal },
      );
    },
    close: () => engine.close(),
  };
}
