// Sound effect recipes and their categories, drawn with the synthesiser.
import {
  adsr,
  type Canvas,
  canvas,
  clap,
  each,
  hash,
  midiHz,
  noise,
  percussive,
  type Random,
  seededRandom,
  tone,
} from './synth';

/** Every sound-effect category, listed: the API offers these, whatever sounds there are. */
export const SOUND_CATEGORIES = [
  { id: 1, name: '搞笑' },
  { id: 2, name: '自然' },
  { id: 3, name: '科技' },
  { id: 4, name: '转场' },
  { id: 5, name: '提示' },
] as const;

export interface SoundRecipe {
  key: string;
  name: string;
  categoryId: number;
  seconds: number;
  draw: (c: Canvas, random: Random) => void;
}

export const SOUNDS: readonly SoundRecipe[] = [
  // 搞笑
  {
    key: 'sfx-01',
    name: '弹簧',
    categoryId: 1,
    seconds: 0.9,
    draw: (c) => tone(c, 0, 0.9, 180, 0.6, { f1: 420, vibrato: [14, 0.25], envelope: percussive(0.35) }),
  },
  {
    key: 'sfx-02',
    name: '滑哨上扬',
    categoryId: 1,
    seconds: 1.1,
    draw: (c) => tone(c, 0, 1.1, 500, 0.5, { f1: 1800, vibrato: [6, 0.02], envelope: adsr(0.05, 0.1, 0.9, 0.15) }),
  },
  {
    key: 'sfx-03',
    name: '滑哨下落',
    categoryId: 1,
    seconds: 1.1,
    draw: (c) => tone(c, 0, 1.1, 1800, 0.5, { f1: 400, vibrato: [6, 0.02], envelope: adsr(0.05, 0.1, 0.9, 0.15) }),
  },
  {
    key: 'sfx-04',
    name: '失落长号',
    categoryId: 1,
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
    categoryId: 1,
    seconds: 0.8,
    draw: (c) => {
      tone(c, 0, 0.3, 420, 0.4, { wave: 'square' });
      tone(c, 0.38, 0.35, 330, 0.4, { wave: 'square' });
    },
  },
  {
    key: 'sfx-06',
    name: '冷笑话鼓点',
    categoryId: 1,
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
    categoryId: 2,
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
    categoryId: 2,
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
    categoryId: 2,
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
    categoryId: 2,
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
    categoryId: 2,
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
    categoryId: 2,
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
    categoryId: 3,
    seconds: 0.5,
    draw: (c) => tone(c, 0, 0.5, 2400, 0.5, { wave: 'square', f1: 250, envelope: percussive(0.18) }),
  },
  {
    key: 'sfx-14',
    name: '电脑提示音',
    categoryId: 3,
    seconds: 0.9,
    draw: (c) =>
      each([1320, 1760, 1320, 1980], (f, i) =>
        tone(c, i * 0.2, 0.15, f, 0.35, { wave: 'square', envelope: adsr(0.005, 0.02, 0.8, 0.02) }),
      ),
  },
  {
    key: 'sfx-15',
    name: '能量启动',
    categoryId: 3,
    seconds: 1.8,
    draw: (c) => {
      tone(c, 0, 1.8, 110, 0.35, { wave: 'saw', f1: 880, envelope: adsr(0.05, 0, 1, 0.1) });
      tone(c, 0, 1.8, 220, 0.2, { f1: 1760, vibrato: [12, 0.05], envelope: adsr(0.05, 0, 1, 0.1) });
    },
  },
  {
    key: 'sfx-16',
    name: '能量关闭',
    categoryId: 3,
    seconds: 1.5,
    draw: (c) => tone(c, 0, 1.5, 880, 0.45, { wave: 'saw', f1: 70, envelope: adsr(0.01, 0, 1, 0.3) }),
  },
  {
    key: 'sfx-17',
    name: '信号故障',
    categoryId: 3,
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
    categoryId: 3,
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
    categoryId: 4,
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
    categoryId: 4,
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
    categoryId: 4,
    seconds: 3,
    draw: (c, r) => {
      noise(c, r, 0, 3, 0.6, { filter: 'bandpass', f0: 200, f1: 6000, q: 2, envelope: (t, d) => (t / d) ** 1.5 });
      tone(c, 0, 3, 110, 0.25, { wave: 'saw', f1: 880, envelope: (t, d) => (t / d) ** 2 });
    },
  },
  {
    key: 'sfx-22',
    name: '重击',
    categoryId: 4,
    seconds: 2.5,
    draw: (c, r) => {
      tone(c, 0, 2.5, 90, 0.9, { f1: 30, envelope: percussive(0.6) });
      noise(c, r, 0, 1.2, 0.5, { filter: 'lowpass', f0: 900, envelope: percussive(0.25) });
    },
  },
  {
    key: 'sfx-23',
    name: '快速划过',
    categoryId: 4,
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
    categoryId: 4,
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
    categoryId: 5,
    seconds: 1.5,
    draw: (c) => tone(c, 0, 1.5, 1568, 0.6, { wave: 'bell', envelope: percussive(0.45) }),
  },
  {
    key: 'sfx-26',
    name: '成功',
    categoryId: 5,
    seconds: 1.3,
    draw: (c) =>
      each([72, 76, 79], (n, i) =>
        tone(c, i * 0.1, 1.1 - i * 0.1, midiHz(n), 0.35, { wave: 'pluck', envelope: percussive(0.4) }),
      ),
  },
  {
    key: 'sfx-27',
    name: '错误',
    categoryId: 5,
    seconds: 0.8,
    draw: (c) => {
      tone(c, 0, 0.3, 140, 0.5, { wave: 'square' });
      tone(c, 0.38, 0.38, 110, 0.5, { wave: 'square' });
    },
  },
  {
    key: 'sfx-28',
    name: '鼓掌',
    categoryId: 5,
    seconds: 3,
    draw: (c, r) => {
      for (let i = 0; i < 70; i++) clap(c, r, r() * 2.7, 0.15 + r() * 0.15);
    },
  },
  {
    key: 'sfx-29',
    name: '金币',
    categoryId: 5,
    seconds: 0.6,
    draw: (c) => {
      tone(c, 0, 0.08, 988, 0.4, { wave: 'square' });
      tone(c, 0.08, 0.5, 1319, 0.4, { wave: 'square', envelope: percussive(0.18) });
    },
  },
  {
    key: 'sfx-30',
    name: '消息',
    categoryId: 5,
    seconds: 0.7,
    draw: (c) => {
      tone(c, 0, 0.3, 880, 0.45, { envelope: percussive(0.12) });
      tone(c, 0.15, 0.5, 1320, 0.45, { envelope: percussive(0.15) });
    },
  },
];

export function renderSound(recipe: SoundRecipe, rate: number): Float32Array {
  const c = canvas(recipe.seconds, rate);
  recipe.draw(c, seededRandom(hash(recipe.key)));
  return c.samples;
}
