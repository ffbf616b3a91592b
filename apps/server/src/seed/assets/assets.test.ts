import { readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { activeRms } from '../../engines/speech/assembly';
import { mp3Info } from '../../engines/speech/mp3';
import { durationMs, gainToDb, peak } from '../../engines/speech/pcm';
import { windowLevelsDb } from '../../engines/speech/test-support';
import { assetKey, renderAsset, seedAssetLibrary } from './library';
import { ensureSeedAssets, generateSeedAssets } from './manifest';
import { MUSIC } from './music';
import { SOUND_CATEGORIES, SOUNDS } from './sounds';

describe('seed assets', () => {
  it('has at least 8 music tracks of 20–60 s and 24 sound effects of 0.3–5 s in at least 4 categories', () => {
    expect(MUSIC.length).toBeGreaterThanOrEqual(8);
    expect(new Set(MUSIC.map((m) => m.mood)).size).toBe(MUSIC.length);
    expect(SOUNDS.length).toBeGreaterThanOrEqual(24);
    for (const category of SOUND_CATEGORIES)
      expect(SOUNDS.filter((s) => s.categoryId === category.id).length).toBeGreaterThanOrEqual(4);
    expect(SOUND_CATEGORIES.length).toBeGreaterThanOrEqual(4);
  });

  it.each(MUSIC.map((m) => [m.key, m.name]))('music %s (%s) plays all the way through', (key) => {
    const pcm = renderAsset(key, 16000);
    expect(durationMs(pcm)).toBeGreaterThanOrEqual(20_000);
    expect(durationMs(pcm)).toBeLessThanOrEqual(60_000);
    // Never silent: every second carries sound, and nothing clips.
    expect(Math.min(...windowLevelsDb(pcm, 1000))).toBeGreaterThan(-40);
    expect(gainToDb(peak(pcm.samples))).toBeLessThanOrEqual(-1 + 1e-6);
  });

  it.each(SOUNDS.map((s) => [s.key, s.name]))('sound effect %s (%s) is audible', (key) => {
    const pcm = renderAsset(key, 16000);
    expect(durationMs(pcm)).toBeGreaterThanOrEqual(300);
    expect(durationMs(pcm)).toBeLessThanOrEqual(5000);
    expect(gainToDb(activeRms(pcm))).toBeGreaterThan(-24);
  });

  it('renders the same audio every time and different audio for different assets', () => {
    expect(renderAsset('bgm-03', 16000).samples).toEqual(renderAsset('bgm-03', 16000).samples);
    expect(renderAsset('sfx-07', 16000).samples).toEqual(renderAsset('sfx-07', 16000).samples);
    expect(renderAsset('sfx-08', 16000).samples).not.toEqual(renderAsset('sfx-07', 16000).samples.subarray(0, 48000));
  });

  it('finds an asset by key or by the file path the markup carries', async () => {
    expect(assetKey('/media/sounds/sfx-25.mp3?v=1')).toBe('sfx-25');
    const library = seedAssetLibrary();
    const clip = await library.pcm('/media/sounds/sfx-25.mp3', 48000);
    expect(clip.sampleRate).toBe(48000);
    expect(durationMs(clip)).toBeCloseTo(1500, 0);
    await expect(library.pcm('bgm-99', 16000)).rejects.toThrow(/no sound asset "bgm-99"/);
  });

  describe('generator', () => {
    const dirs: string[] = [];
    afterAll(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it('writes MP3 files with a manifest of their real durations, the same bytes on every run', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'dubkit-assets-'));
      dirs.push(dir);
      const manifest = await generateSeedAssets(dir);
      expect(manifest.music).toHaveLength(MUSIC.length);
      expect(manifest.sounds).toHaveLength(SOUNDS.length);
      expect(manifest.soundCategories.map((s) => s.name)).toEqual(
        expect.arrayContaining(['搞笑', '自然', '科技', '转场']),
      );
      for (const asset of [...manifest.music, ...manifest.sounds]) {
        const info = mp3Info(readFileSync(join(dir, asset.file)));
        expect(Math.abs(info.durationMs - asset.durationMs)).toBeLessThanOrEqual(1);
      }
      expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual(manifest);
      // ensureSeedAssets leaves a complete set alone and rebuilds a damaged one.
      const before = statSync(join(dir, 'bgm-01.mp3')).mtimeMs;
      await ensureSeedAssets(dir);
      expect(statSync(join(dir, 'bgm-01.mp3')).mtimeMs).toBe(before);
      const original = readFileSync(join(dir, 'sfx-07.mp3'));
      unlinkSync(join(dir, 'sfx-07.mp3'));
      await ensureSeedAssets(dir);
      expect(readFileSync(join(dir, 'sfx-07.mp3'))).toEqual(original);
      // A category the manifest does not list (one just added to the recipes, no sound added) rebuilds it.
      const stale = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as typeof manifest;
      writeFileSync(
        join(dir, 'manifest.json'),
        JSON.stringify({ ...stale, soundCategories: stale.soundCategories.slice(1) }),
      );
      expect((await ensureSeedAssets(dir)).soundCategories).toEqual([...SOUND_CATEGORIES]);
    }, 300_000);
  });
});
