import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SpeechError } from '../../engines/speech/errors';
import { encodeMp3, mp3Info } from '../../engines/speech/mp3';
import type { AssetManifest } from '../../engines/speech/runtime';
import { workerScript } from '../../engines/workers/script';
import { renderAsset } from './library';
import { MUSIC } from './music';
import { SOUND_CATEGORIES, SOUNDS } from './sounds';

const MANIFEST = 'manifest.json';

/** Whole or not at all: processes starting together on one data folder may write the same asset at once. */
function writeWhole(path: string, bytes: Uint8Array | string) {
  const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}
const MANIFEST_VERSION = 2;
export const ASSET_SAMPLE_RATE = 48000;

/** Writes every seed asset as MP3 into outDir with manifest.json; the same bytes on every run. */
export async function generateSeedAssets(outDir: string): Promise<AssetManifest> {
  mkdirSync(outDir, { recursive: true });
  const write = async (key: string) => {
    // Rendering is CPU-bound: yield between assets so a server generating them keeps answering.
    await new Promise((resolve) => setImmediate(resolve));
    const mp3 = await encodeMp3(renderAsset(key, ASSET_SAMPLE_RATE));
    writeWhole(join(outDir, `${key}.mp3`), mp3);
    return { file: `${key}.mp3`, durationMs: Math.round(mp3Info(mp3).durationMs) };
  };
  const manifest: AssetManifest = {
    version: MANIFEST_VERSION,
    sampleRate: ASSET_SAMPLE_RATE,
    music: [],
    soundCategories: [...SOUND_CATEGORIES],
    sounds: [],
  };
  for (const [index, m] of MUSIC.entries())
    manifest.music.push({ id: index + 1, key: m.key, name: m.name, mood: m.mood, ...(await write(m.key)) });
  for (const [index, s] of SOUNDS.entries()) {
    const category = SOUND_CATEGORIES.find((x) => x.id === s.categoryId)?.name ?? '';
    manifest.sounds.push({
      id: index + 1,
      key: s.key,
      name: s.name,
      categoryId: s.categoryId,
      category,
      ...(await write(s.key)),
    });
  }
  writeWhole(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** What the recipes say a manifest lists: the categories, and each asset's key, name and category. */
function recipes(): Pick<AssetManifest, 'soundCategories' | 'music' | 'sounds'> {
  return {
    soundCategories: [...SOUND_CATEGORIES],
    music: MUSIC.map((m) => ({ key: m.key, name: m.name, mood: m.mood })) as AssetManifest['music'],
    sounds: SOUNDS.map((s) => ({ key: s.key, name: s.name, categoryId: s.categoryId })) as AssetManifest['sounds'],
  };
}

/** A manifest's listing, compared with the recipes' so that any added or moved asset or category rebuilds it. */
function describes({ soundCategories, music, sounds }: Pick<AssetManifest, 'soundCategories' | 'music' | 'sounds'>) {
  return JSON.stringify({
    soundCategories: soundCategories.map(({ id, name }) => ({ id, name })),
    music: music.map(({ key, name, mood }) => ({ key, name, mood })),
    sounds: sounds.map(({ key, name, categoryId }) => ({ key, name, categoryId })),
  });
}

/** outDir's manifest when it lists what the recipes make and every file it names is there. */
function completeManifest(outDir: string): AssetManifest | null {
  const path = join(outDir, MANIFEST);
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as AssetManifest;
  const files = [...manifest.music, ...manifest.sounds].map((a) => a.file);
  const complete =
    manifest.version === MANIFEST_VERSION &&
    describes(manifest) === describes(recipes()) &&
    files.every((file) => existsSync(join(outDir, file)));
  return complete ? manifest : null;
}

/** Reads outDir's manifest, generating the assets first when it or any file is missing or out of date. */
export async function ensureSeedAssets(outDir: string): Promise<AssetManifest> {
  return completeManifest(outDir) ?? generateSeedAssets(outDir);
}

/**
 * ensureSeedAssets with the generation (seconds of CPU) on a worker thread, so this thread keeps answering; an
 * aborted signal (the server stopping) ends the worker, and the next start generates the assets again.
 */
export async function ensureSeedAssetsInWorker(outDir: string, signal?: AbortSignal): Promise<AssetManifest> {
  const ready = completeManifest(outDir);
  if (ready) return ready;
  const script = workerScript('seed-assets-worker', import.meta.url);
  const worker = new Worker(script, { eval: typeof script === 'string', workerData: { outDir } });
  const aborted = new SpeechError('ABORTED', 'seed asset generation was cancelled');
  try {
    return await new Promise<AssetManifest>((resolve, reject) => {
      if (signal?.aborted) reject(aborted);
      signal?.addEventListener('abort', () => reject(aborted), { once: true });
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`seed asset generation stopped (exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
