import { basename } from 'node:path';
import { limitPeaks, normalizeLoudness } from '../../engines/speech/assembly';
import type { Pcm } from '../../engines/speech/pcm';
import type { AssetLibrary } from '../../engines/speech/plan';
import { MUSIC, renderMusic } from './music';
import { renderSound, SOUNDS, type SoundRecipe } from './sounds';

/** Loudness the seed assets are mastered to (sound RMS, dBFS). */
const MUSIC_MASTER_DB = -20;
const SOUND_MASTER_DB = -18;

/** Renders a seed asset by key (bgm-01…, sfx-01…) at a sample rate, mastered; deterministic. */
export function renderAsset(key: string, sampleRate: number): Pcm {
  const music = MUSIC.find((m) => m.key === key);
  const sound = SOUNDS.find((s) => s.key === key);
  if (!music && !sound) throw new Error(`no sound asset "${key}"`);
  const pcm: Pcm = {
    samples: music ? renderMusic(music, sampleRate) : renderSound(sound as SoundRecipe, sampleRate),
    sampleRate,
  };
  normalizeLoudness(pcm, { targetDb: music ? MUSIC_MASTER_DB : SOUND_MASTER_DB });
  limitPeaks(pcm);
  return pcm;
}

/** Asset key from a key, a numeric-suffixed id or a file path/URL (…/sfx-07.mp3). */
export function assetKey(ref: string): string {
  return basename(ref.split(/[?#]/)[0] ?? ref).replace(/\.(mp3|wav)$/i, '');
}

/** A seed sound effect's length in ms from a reference to it; 0 when there is none. */
export function seedSoundMs(ref: string): number {
  const key = assetKey(ref);
  return (SOUNDS.find((sound) => sound.key === key)?.seconds ?? 0) * 1000;
}

/** The seed assets, re-rendered on demand at the rate a plan needs (no MP3 decoding), with a small cache. */
export function seedAssetLibrary(cacheEntries = 24): AssetLibrary {
  const cache = new Map<string, Pcm>();
  return {
    async pcm(ref, sampleRate) {
      const id = `${assetKey(ref)}@${sampleRate}`;
      let pcm = cache.get(id);
      if (!pcm) {
        pcm = renderAsset(assetKey(ref), sampleRate);
        cache.set(id, pcm);
        if (cache.size > cacheEntries) cache.delete(cache.keys().next().value as string);
      }
      return { samples: pcm.samples.slice(), sampleRate };
    },
  };
}
