// Background music recipes: seeded, deterministic tracks drawn with the synthesiser.
import {
  adsr,
  type Canvas,
  canvas,
  clap,
  echo,
  hash,
  hat,
  kick,
  lowpass,
  midiHz,
  percussive,
  type Random,
  seededRandom,
  snare,
  tone,
} from './synth';

export interface MusicRecipe {
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

export function renderMusic(recipe: MusicRecipe, rate: number): Float32Array {
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
