import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { limitPeaks, normalizeLoudness } from '../../speech/assembly';
import { SpeechError } from '../../speech/errors';
import { encodeMp3, mp3Info } from '../../speech/mp3';
import type { Pcm } from '../../speech/pcm';
import type { AssetLibrary } from '../../speech/plan';
import {
  adsr,
  type Canvas,
  canvas,
  clap,
  each,
  echo,
  hat,
  kick,
  lowpass,
  midiHz,
  noise,
  percussive,
  type Random,
  seededRandom,
  snare,
  tone,
} from '../../speech/synth';
import { workerScript } from '../../speech/worker-script';

// ---------------------------------------------------------------- background music

interface MusicRecipe {
  key: string;
  name: string;
  mood: string;
  seconds: number;
  bpm: number;
  /** MIDI note of the key's tonic. */
  tonic: number;
  minor: boolean;
  /** Scale degrees (0 = tonic) of the chord of each bar, repeated. */
  progression: number[];
  lead: 'pluck' | 'bell' | 'saw' | 'triangle';
  /** Lead notes per beat: 1 quarters, 2 eighths, 4 sixteenths. */
  density: 1 | 2 | 4;
  drums: 'none' | 'soft' | 'full' | 'bouncy';
}

export const MUSIC: readonly MusicRecipe[] = [
  {
    key: 'bgm-01',
    name: '轻快早晨',
    mood: '轻快',
    seconds: 32,
    bpm: 112,
    tonic: 60,
    minor: false,
    progression: [0, 4, 5, 3],
    lead: 'pluck',
    density: 2,
    drums: 'soft',
  },
  {
    key: 'bgm-02',
    name: '温馨时光',
    mood: '温馨',
    seconds: 36,
    bpm: 80,
    tonic: 65,
    minor: false,
    progression: [0, 5, 3, 4],
    lead: 'triangle',
    density: 2,
    drums: 'none',
  },
  {
    key: 'bgm-03',
    name: '科技未来',
    mood: '科技',
    seconds: 32,
    bpm: 120,
    tonic: 57,
    minor: true,
    progression: [0, 5, 2, 6],
    lead: 'saw',
    density: 4,
    drums: 'full',
  },
  {
    key: 'bgm-04',
    name: '悬疑夜色',
    mood: '悬疑',
    seconds: 40,
    bpm: 70,
    tonic: 62,
    minor: true,
    progression: [0, 0, 5, 4],
    lead: 'bell',
    density: 1,
    drums: 'none',
  },
  {
    key: 'bgm-05',
    name: '欢乐童趣',
    mood: '欢快',
    seconds: 28,
    bpm: 132,
    tonic: 67,
    minor: false,
    progression: [0, 3, 4, 0],
    lead: 'pluck',
    density: 2,
    drums: 'bouncy',
  },
  {
    key: 'bgm-06',
    name: '宁静自然',
    mood: '舒缓',
    seconds: 48,
    bpm: 60,
    tonic: 62,
    minor: false,
    progression: [0, 3, 0, 4],
    lead: 'bell',
    density: 1,
    drums: 'none',
  },
  {
    key: 'bgm-07',
    name: '激昂奋进',
    mood: '激昂',
    seconds: 32,
    bpm: 100,
    tonic: 64,
    minor: true,
    progression: [0, 5, 6, 4],
    lead: 'saw',
    density: 2,
    drums: 'full',
  },
  {
    key: 'bgm-08',
    name: '抒情钢琴',
    mood: '抒情',
    seconds: 42,
    bpm: 72,
    tonic: 63,
    minor: false,
    progression: [0, 5, 1, 4],
    lead: 'pluck',
    density: 2,
    drums: 'none',
  },
  {
    key: 'bgm-09',
    name: '商务简约',
    mood: '商务',
    seconds: 30,
    bpm: 96,
    tonic: 58,
    minor: false,
    progression: [0, 4, 5, 3],
    lead: 'triangle',
    density: 2,
    drums: 'soft',
  },
];

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];

function scaleNote(recipe: MusicRecipe, degree: number): number {
  const scale = recipe.minor ? MINOR : MAJOR;
  return recipe.tonic + (scale[((degree % 7) + 7) % 7] ?? 0) + 12 * Math.floor(degree / 7);
}

function renderMusic(recipe: MusicRecipe, rate: number): Float32Array {
  const random = seededRandom(hash(recipe.key));
  const beat = 60 / recipe.bpm;
  const bar = beat * 4;
  const bars = Math.round(recipe.seconds / bar);
  const c = canvas(bars * bar, rate);
  const pad = canvas(bars * bar, rate);
  for (let b = 0; b < bars; b++) {
    const degree = recipe.progression[b % recipe.progression.length] ?? 0;
    const chord = [degree, degree + 2, degree + 4].map((d) => scaleNote(recipe, d));
    const start = b * bar;
    for (const note of chord)
      for (const detune of [-0.004, 0.004])
        tone(pad, start, bar + 0.3, midiHz(note) * (1 + detune), 0.05, {
          wave: 'saw',
          envelope: adsr(0.4, 0.3, 0.7, 0.5),
        });
    const root = scaleNote(recipe, degree) - 24;
    for (let beatIndex = 0; beatIndex < 4; beatIndex += 2)
      tone(c, start + beatIndex * beat, beat * 1.8, midiHz(root), 0.22, {
        wave: 'triangle',
        envelope: adsr(0.01, 0.2, 0.6, 0.15),
      });
    const steps = 4 * recipe.density;
    const step = bar / steps;
    const pattern = [0, 1, 2, 1, 3, 2, 1, 2];
    for (let s = 0; s < steps; s++) {
      if (recipe.density === 1 && random() < 0.25) continue;
      const index = pattern[(s + b) % pattern.length] ?? 0;
      const note = (chord[index % 3] ?? 60) + (index === 3 ? 12 : 0) + 12;
      const amp = recipe.lead === 'saw' ? 0.06 : recipe.lead === 'bell' ? 0.1 : 0.13;
      const envelope =
        recipe.lead === 'bell'
          ? percussive(0.9)
          : recipe.lead === 'pluck'
            ? percussive(0.35)
            : adsr(0.01, 0.08, 0.5, 0.06);
      tone(c, start + s * step, recipe.lead === 'bell' ? 1.6 : step * 1.6, midiHz(note), amp, {
        wave: recipe.lead,
        envelope,
      });
    }
    drums(c, random, recipe, start, beat);
  }
  lowpass(pad, 1800);
  for (let i = 0; i < c.samples.length; i++) c.samples[i] = (c.samples[i] ?? 0) + (pad.samples[i] ?? 0);
  echo(c, beat * 0.75, 0.3, 0.25);
  return c.samples;
}

function drums(c: Canvas, random: Random, recipe: MusicRecipe, start: number, beat: number): void {
  if (recipe.drums === 'none') return;
  for (let i = 0; i < 4; i++) {
    const at = start + i * beat;
    if (recipe.drums === 'full' || i % 2 === 0) kick(c, at, recipe.drums === 'soft' ? 0.35 : 0.55);
    if (i % 2 === 1) {
      if (recipe.drums === 'bouncy') clap(c, random, at, 0.25);
      else snare(c, random, at, recipe.drums === 'soft' ? 0.15 : 0.3);
    }
    hat(c, random, at + beat / 2, recipe.drums === 'soft' ? 0.06 : 0.1);
    if (recipe.drums === 'full') hat(c, random, at, 0.06);
  }
}

// ---------------------------------------------------------------- sound effects

export const SOUND_STYLES = [
  { id: 1, name: '搞笑' },
  { id: 2, name: '自然' },
  { id: 3, name: '科技' },
  { id: 4, name: '转场' },
  { id: 5, name: '提示' },
] as const;

interface SoundRecipe {
  key: string;
  name: string;
  styleId: number;
  seconds: number;
  draw: (c: Canvas, random: Random) => void;
}

export const SOUNDS: readonly SoundRecipe[] = [
  // 搞笑
  {
    key: 'sfx-01',
    name: '弹簧',
    styleId: 1,
    seconds: 0.9,
    draw: (c) => tone(c, 0, 0.9, 180, 0.6, { f1: 420, vibrato: [14, 0.25], envelope: percussive(0.35) }),
  },
  {
    key: 'sfx-02',
    name: '滑哨上扬',
    styleId: 1,
    seconds: 1.1,
    draw: (c) => tone(c, 0, 1.1, 500, 0.5, { f1: 1800, vibrato: [6, 0.02], envelope: adsr(0.05, 0.1, 0.9, 0.15) }),
  },
  {
    key: 'sfx-03',
    name: '滑哨下落',
    styleId: 1,
    seconds: 1.1,
    draw: (c) => tone(c, 0, 1.1, 1800, 0.5, { f1: 400, vibrato: [6, 0.02], envelope: adsr(0.05, 0.1, 0.9, 0.15) }),
  },
  {
    key: 'sfx-04',
    name: '失落长号',
    styleId: 1,
    seconds: 2.4,
    draw: (c) =>
      each([311, 294, 277], (f, i) =>
        tone(c, i * 0.5, i === 2 ? 1.4 : 0.45, f, 0.4, {
          wave: 'saw',
          f1: i === 2 ? f * 0.94 : f,
          vibrato: i === 2 ? [5, 0.03] : [0, 0],
          envelope: adsr(0.03, 0.1, 0.8, 0.1),
        }),
      ),
  },
  {
    key: 'sfx-05',
    name: '小丑喇叭',
    styleId: 1,
    seconds: 0.8,
    draw: (c) => {
      tone(c, 0, 0.3, 420, 0.4, { wave: 'square' });
      tone(c, 0.38, 0.35, 330, 0.4, { wave: 'square' });
    },
  },
  {
    key: 'sfx-06',
    name: '冷笑话鼓点',
    styleId: 1,
    seconds: 1.6,
    draw: (c, r) => {
      tone(c, 0, 0.2, 220, 0.5, { f1: 180, envelope: percussive(0.08) });
      tone(c, 0.18, 0.2, 160, 0.5, { f1: 130, envelope: percussive(0.08) });
      noise(c, r, 0.42, 1.1, 0.3, { filter: 'highpass', f0: 6000, envelope: percussive(0.35) });
    },
  },
  // 自然
  {
    key: 'sfx-07',
    name: '雨声',
    styleId: 2,
    seconds: 4.5,
    draw: (c, r) => {
      noise(c, r, 0, 4.5, 0.25, { filter: 'lowpass', f0: 3500, envelope: adsr(0.6, 0, 1, 0.8) });
      for (let i = 0; i < 60; i++)
        tone(c, r() * 4.3, 0.05, 1800 + r() * 2500, 0.12, { f1: 900, envelope: percussive(0.012) });
    },
  },
  {
    key: 'sfx-08',
    name: '鸟鸣',
    styleId: 2,
    seconds: 3,
    draw: (c, r) => {
      for (let i = 0; i < 9; i++) {
        const at = 0.1 + i * 0.3 + r() * 0.08;
        tone(c, at, 0.12, 3200 + r() * 900, 0.35, { f1: 4800 + r() * 700, envelope: adsr(0.01, 0.03, 0.7, 0.04) });
      }
    },
  },
  {
    key: 'sfx-09',
    name: '风声',
    styleId: 2,
    seconds: 4,
    draw: (c, r) =>
      noise(c, r, 0, 4, 0.9, {
        filter: 'bandpass',
        f0: 300,
        f1: 900,
        q: 2.5,
        envelope: (t, d) => Math.sin((Math.PI * t) / d) * (0.7 + 0.3 * Math.sin(t * 3.1)),
      }),
  },
  {
    key: 'sfx-10',
    name: '溪水',
    styleId: 2,
    seconds: 3.5,
    draw: (c, r) => {
      noise(c, r, 0, 3.5, 0.12, { filter: 'bandpass', f0: 1500, q: 0.7, envelope: adsr(0.3, 0, 1, 0.5) });
      for (let i = 0; i < 45; i++)
        tone(c, r() * 3.3, 0.06, 500 + r() * 700, 0.18, { f1: 1400 + r() * 800, envelope: percussive(0.02) });
    },
  },
  {
    key: 'sfx-11',
    name: '雷声',
    styleId: 2,
    seconds: 4.5,
    draw: (c, r) => {
      noise(c, r, 0, 0.25, 0.6, { filter: 'highpass', f0: 1200, envelope: percussive(0.08) });
      noise(c, r, 0.05, 4.4, 1.4, {
        filter: 'lowpass',
        f0: 160,
        q: 0.6,
        envelope: (t) => Math.min(1, t / 0.15) * Math.exp(-t / 1.4) * (0.8 + 0.2 * Math.sin(t * 9)),
      });
    },
  },
  {
    key: 'sfx-12',
    name: '蟋蟀',
    styleId: 2,
    seconds: 3,
    draw: (c) => {
      for (let i = 0; i < 12; i++)
        tone(c, i * 0.25, 0.14, 4400, 0.3, {
          envelope: (t) => (Math.sin(2 * Math.PI * 45 * t) > 0 ? 1 : 0.1) * Math.min(1, t / 0.01),
        });
    },
  },
  // 科技
  {
    key: 'sfx-13',
    name: '激光',
    styleId: 3,
    seconds: 0.5,
    draw: (c) => tone(c, 0, 0.5, 2400, 0.5, { wave: 'square', f1: 250, envelope: percussive(0.18) }),
  },
  {
    key: 'sfx-14',
    name: '电脑提示音',
    styleId: 3,
    seconds: 0.9,
    draw: (c) =>
      each([1320, 1760, 1320, 1980], (f, i) =>
        tone(c, i * 0.2, 0.15, f, 0.35, { wave: 'square', envelope: adsr(0.005, 0.02, 0.8, 0.02) }),
      ),
  },
  {
    key: 'sfx-15',
    name: '能量启动',
    styleId: 3,
    seconds: 1.8,
    draw: (c) => {
      tone(c, 0, 1.8, 110, 0.35, { wave: 'saw', f1: 880, envelope: adsr(0.05, 0, 1, 0.1) });
      tone(c, 0, 1.8, 220, 0.2, { f1: 1760, vibrato: [12, 0.05], envelope: adsr(0.05, 0, 1, 0.1) });
    },
  },
  {
    key: 'sfx-16',
    name: '能量关闭',
    styleId: 3,
    seconds: 1.5,
    draw: (c) => tone(c, 0, 1.5, 880, 0.45, { wave: 'saw', f1: 70, envelope: adsr(0.01, 0, 1, 0.3) }),
  },
  {
    key: 'sfx-17',
    name: '信号故障',
    styleId: 3,
    seconds: 1.2,
    draw: (c, r) => {
      for (let i = 0; i < 14; i++) {
        const at = i * 0.085;
        if (r() < 0.5) noise(c, r, at, 0.06, 0.5, { filter: 'bandpass', f0: 500 + r() * 3000, q: 4 });
        else tone(c, at, 0.06, 200 + r() * 1800, 0.35, { wave: 'square' });
      }
    },
  },
  {
    key: 'sfx-18',
    name: '扫描',
    styleId: 3,
    seconds: 2,
    draw: (c) => {
      for (let i = 0; i < 4; i++)
        tone(c, i * 0.5, 0.45, 600, 0.35, { f1: 2400, wave: 'triangle', envelope: adsr(0.02, 0.1, 0.6, 0.1) });
    },
  },
  // 转场
  {
    key: 'sfx-19',
    name: '嗖',
    styleId: 4,
    seconds: 1,
    draw: (c, r) =>
      noise(c, r, 0, 1, 1.4, {
        filter: 'bandpass',
        f0: 300,
        f1: 5000,
        q: 1.5,
        envelope: (t, d) => Math.sin((Math.PI * t) / d) ** 2,
      }),
  },
  {
    key: 'sfx-20',
    name: '反向呼啸',
    styleId: 4,
    seconds: 1.5,
    draw: (c, r) =>
      noise(c, r, 0, 1.5, 1.2, {
        filter: 'bandpass',
        f0: 4000,
        f1: 400,
        q: 1.2,
        envelope: (t, d) => (t / d) ** 2 * Math.min(1, (d - t) / 0.03),
      }),
  },
  {
    key: 'sfx-21',
    name: '上升音效',
    styleId: 4,
    seconds: 3,
    draw: (c, r) => {
      noise(c, r, 0, 3, 0.6, { filter: 'bandpass', f0: 200, f1: 6000, q: 2, envelope: (t, d) => (t / d) ** 1.5 });
      tone(c, 0, 3, 110, 0.25, { wave: 'saw', f1: 880, envelope: (t, d) => (t / d) ** 2 });
    },
  },
  {
    key: 'sfx-22',
    name: '重击',
    styleId: 4,
    seconds: 2.5,
    draw: (c, r) => {
      tone(c, 0, 2.5, 90, 0.9, { f1: 30, envelope: percussive(0.6) });
      noise(c, r, 0, 1.2, 0.5, { filter: 'lowpass', f0: 900, envelope: percussive(0.25) });
    },
  },
  {
    key: 'sfx-23',
    name: '快速划过',
    styleId: 4,
    seconds: 0.4,
    draw: (c, r) =>
      noise(c, r, 0, 0.4, 1.4, {
        filter: 'bandpass',
        f0: 1200,
        f1: 7000,
        q: 2,
        envelope: (t, d) => Math.sin((Math.PI * t) / d),
      }),
  },
  {
    key: 'sfx-24',
    name: '转场铃音',
    styleId: 4,
    seconds: 2.2,
    draw: (c) =>
      each([72, 76, 79, 84], (n, i) =>
        tone(c, i * 0.12, 2 - i * 0.12, midiHz(n), 0.3, { wave: 'bell', envelope: percussive(0.7) }),
      ),
  },
  // 提示
  {
    key: 'sfx-25',
    name: '叮',
    styleId: 5,
    seconds: 1.5,
    draw: (c) => tone(c, 0, 1.5, 1568, 0.6, { wave: 'bell', envelope: percussive(0.45) }),
  },
  {
    key: 'sfx-26',
    name: '成功',
    styleId: 5,
    seconds: 1.3,
    draw: (c) =>
      each([72, 76, 79], (n, i) =>
        tone(c, i * 0.1, 1.1 - i * 0.1, midiHz(n), 0.35, { wave: 'pluck', envelope: percussive(0.4) }),
      ),
  },
  {
    key: 'sfx-27',
    name: '错误',
    styleId: 5,
    seconds: 0.8,
    draw: (c) => {
      tone(c, 0, 0.3, 140, 0.5, { wave: 'square' });
      tone(c, 0.38, 0.38, 110, 0.5, { wave: 'square' });
    },
  },
  {
    key: 'sfx-28',
    name: '鼓掌',
    styleId: 5,
    seconds: 3,
    draw: (c, r) => {
      for (let i = 0; i < 70; i++) clap(c, r, r() * 2.7, 0.15 + r() * 0.15);
    },
  },
  {
    key: 'sfx-29',
    name: '金币',
    styleId: 5,
    seconds: 0.6,
    draw: (c) => {
      tone(c, 0, 0.08, 988, 0.4, { wave: 'square' });
      tone(c, 0.08, 0.5, 1319, 0.4, { wave: 'square', envelope: percussive(0.18) });
    },
  },
  {
    key: 'sfx-30',
    name: '消息',
    styleId: 5,
    seconds: 0.7,
    draw: (c) => {
      tone(c, 0, 0.3, 880, 0.45, { envelope: percussive(0.12) });
      tone(c, 0.15, 0.5, 1320, 0.45, { envelope: percussive(0.15) });
    },
  },
];

function renderSound(recipe: SoundRecipe, rate: number): Float32Array {
  const c = canvas(recipe.seconds, rate);
  recipe.draw(c, seededRandom(hash(recipe.key)));
  return c.samples;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

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

// ---------------------------------------------------------------- manifest and generator

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
  styleId: number;
  style: string;
  durationMs: number;
  file: string;
}

export interface AssetManifest {
  version: number;
  sampleRate: number;
  music: MusicAsset[];
  soundStyles: Array<{ id: number; name: string }>;
  sounds: SoundAsset[];
}

const MANIFEST = 'manifest.json';
const MANIFEST_VERSION = 1;
export const ASSET_SAMPLE_RATE = 48000;

/** Writes every seed asset as MP3 into outDir with manifest.json; the same bytes on every run. */
export async function generateSeedAssets(outDir: string): Promise<AssetManifest> {
  mkdirSync(outDir, { recursive: true });
  const write = async (key: string) => {
    // Rendering is CPU-bound: yield between assets so a server generating them keeps answering.
    await new Promise((resolve) => setImmediate(resolve));
    const mp3 = await encodeMp3(renderAsset(key, ASSET_SAMPLE_RATE));
    writeFileSync(join(outDir, `${key}.mp3`), mp3);
    return { file: `${key}.mp3`, durationMs: Math.round(mp3Info(mp3).durationMs) };
  };
  const manifest: AssetManifest = {
    version: MANIFEST_VERSION,
    sampleRate: ASSET_SAMPLE_RATE,
    music: [],
    soundStyles: [...SOUND_STYLES],
    sounds: [],
  };
  for (const [index, m] of MUSIC.entries())
    manifest.music.push({ id: index + 1, key: m.key, name: m.name, mood: m.mood, ...(await write(m.key)) });
  for (const [index, s] of SOUNDS.entries()) {
    const style = SOUND_STYLES.find((x) => x.id === s.styleId)?.name ?? '';
    manifest.sounds.push({
      id: index + 1,
      key: s.key,
      name: s.name,
      styleId: s.styleId,
      style,
      ...(await write(s.key)),
    });
  }
  writeFileSync(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** outDir's manifest when it and every file it names are there and up to date. */
function completeManifest(outDir: string): AssetManifest | null {
  const path = join(outDir, MANIFEST);
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as AssetManifest;
  const files = [...manifest.music, ...manifest.sounds].map((a) => a.file);
  const complete =
    manifest.version === MANIFEST_VERSION &&
    manifest.music.length === MUSIC.length &&
    manifest.sounds.length === SOUNDS.length &&
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
  const script = workerScript('seed-assets-worker');
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
