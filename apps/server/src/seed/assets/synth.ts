// Small deterministic synthesis toolkit for the seed music and sound effects.

export type Random = () => number;

/** mulberry32: a seeded PRNG, so every machine generates the same assets. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Wave = 'sine' | 'triangle' | 'saw' | 'square' | 'pluck' | 'bell';
/** Amplitude over the note's life: t in seconds from its start, d its duration. */
export type Envelope = (t: number, d: number) => number;

export const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

export function adsr(attack: number, decay: number, sustain: number, release: number): Envelope {
  return (t, d) => {
    const a = attack > 0 ? Math.min(1, t / attack) : 1;
    const level = t < attack ? a : t < attack + decay ? 1 - ((1 - sustain) * (t - attack)) / decay : sustain;
    const tail = d - t < release ? Math.max(0, (d - t) / release) : 1;
    return level * tail;
  };
}

export const percussive =
  (decaySeconds: number, attack = 0.004): Envelope =>
  (t, d) =>
    Math.min(1, t / attack) * Math.exp(-t / decaySeconds) * Math.min(1, (d - t) / 0.01);

export interface Canvas {
  samples: Float32Array;
  rate: number;
}

export function canvas(seconds: number, rate: number): Canvas {
  return { samples: new Float32Array(Math.round(seconds * rate)), rate };
}

/** One voice whose frequency glides from f0 to f1 (exponentially) over its duration. */
export function tone(
  c: Canvas,
  start: number,
  duration: number,
  f0: number,
  amp: number,
  options: { wave?: Wave; f1?: number; envelope?: Envelope; vibrato?: [rate: number, depth: number] } = {},
): void {
  const { wave = 'sine', f1 = f0, envelope = adsr(0.01, 0.1, 0.8, 0.05), vibrato } = options;
  const from = Math.max(0, Math.round(start * c.rate));
  const to = Math.min(c.samples.length, Math.round((start + duration) * c.rate));
  const nyquist = c.rate / 2;
  const fMax = Math.max(f0, f1) * (1 + (vibrato?.[1] ?? 0));
  const table = wave === 'saw' || wave === 'square' ? wavetable(wave, Math.floor(nyquist / fMax)) : SINE;
  // Partials of plucked and bell tones decay at their own rates: running gains, one multiply a sample.
  const partials = wave === 'pluck' ? Math.max(1, Math.min(6, Math.floor(nyquist / fMax))) : wave === 'bell' ? 3 : 1;
  const ratios = wave === 'bell' ? [1, 2.76, 5.4] : [1, 2, 3, 4, 5, 6];
  const gains = new Float64Array(partials);
  const decays = new Float64Array(partials);
  for (let k = 0; k < partials; k++) {
    gains[k] = wave === 'pluck' ? 0.6 / (k + 1) ** 1.3 : wave === 'bell' ? ([1, 0.5, 0.25][k] ?? 0) : 1;
    decays[k] = Math.exp(-(wave === 'pluck' ? (k + 1) * 2.2 : wave === 'bell' ? k * 3 : 0) / c.rate);
  }
  const glide = (f1 / f0) ** (1 / Math.max(1, duration * c.rate));
  let f = f0;
  let phase = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / c.rate;
    phase += (vibrato ? f * (1 + vibrato[1] * lookup(SINE, fraction(vibrato[0] * t))) : f) / c.rate;
    f *= glide;
    const p = fraction(phase);
    let v: number;
    if (wave === 'triangle') v = 1 - 4 * Math.abs(p - 0.5);
    else if (partials === 1) v = lookup(table, p);
    else {
      v = 0;
      for (let k = 0; k < partials; k++) {
        v += (gains[k] ?? 0) * lookup(SINE, fraction(phase * (ratios[k] ?? 1)));
        gains[k] = (gains[k] ?? 0) * (decays[k] ?? 1);
      }
    }
    c.samples[i] = (c.samples[i] ?? 0) + v * amp * envelope(t, duration);
  }
}

function fraction(x: number): number {
  return x - Math.floor(x);
}

const TABLE_SIZE = 2048;
const MAX_HARMONICS = 16;
const tables = new Map<string, Float32Array>();

/** One band-limited cycle of a saw or square wave with as many harmonics as fit below Nyquist. */
function wavetable(wave: 'saw' | 'square', fit: number): Float32Array {
  const count = Math.max(1, Math.min(MAX_HARMONICS, fit));
  const id = `${wave}${count}`;
  let table = tables.get(id);
  if (!table) {
    table = new Float32Array(TABLE_SIZE + 1);
    for (let i = 0; i <= TABLE_SIZE; i++)
      for (let k = 1; k <= count; k++)
        if (wave === 'saw' || k % 2)
          table[i] = (table[i] ?? 0) + (0.6 * Math.sin((2 * Math.PI * i * k) / TABLE_SIZE)) / k;
    tables.set(id, table);
  }
  return table;
}

const SINE = (() => {
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let i = 0; i <= TABLE_SIZE; i++) table[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);
  return table;
})();

function lookup(table: Float32Array, p: number): number {
  const x = p * TABLE_SIZE;
  const i = Math.floor(x);
  const a = table[i] ?? 0;
  return a + ((table[i + 1] ?? 0) - a) * (x - i);
}

export type FilterKind = 'lowpass' | 'highpass' | 'bandpass';

/** Filtered white noise; the filter's centre glides from f0 to f1. */
export function noise(
  c: Canvas,
  random: Random,
  start: number,
  duration: number,
  amp: number,
  options: { filter?: FilterKind; f0?: number; f1?: number; q?: number; envelope?: Envelope } = {},
): void {
  const { filter, f0 = 1000, f1 = f0, q = 0.8, envelope = adsr(0.005, 0.05, 0.8, 0.05) } = options;
  const from = Math.max(0, Math.round(start * c.rate));
  const to = Math.min(c.samples.length, Math.round((start + duration) * c.rate));
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let b0 = 1;
  let b1 = 0;
  let b2 = 0;
  let a1 = 0;
  let a2 = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / c.rate;
    if (filter && (i - from) % 32 === 0) {
      const f = Math.min(c.rate * 0.45, f0 * (f1 / f0) ** (t / duration));
      [b0, b1, b2, a1, a2] = biquad(filter, f, q, c.rate);
    }
    const x = random() * 2 - 1;
    const y = filter ? b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2 : x;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    c.samples[i] = (c.samples[i] ?? 0) + y * amp * envelope(t, duration);
  }
}

// RBJ audio-EQ-cookbook coefficients, normalised by a0.
function biquad(kind: FilterKind, f: number, q: number, rate: number): [number, number, number, number, number] {
  const w = (2 * Math.PI * f) / rate;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  const [b0, b1, b2] =
    kind === 'lowpass'
      ? [(1 - cos) / 2, 1 - cos, (1 - cos) / 2]
      : kind === 'highpass'
        ? [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2]
        : [alpha, 0, -alpha];
  return [b0 / a0, b1 / a0, b2 / a0, (-2 * cos) / a0, (1 - alpha) / a0];
}

/** Gentle one-pole low-pass over the whole canvas (warms pads, softens hiss). */
export function lowpass(c: Canvas, cutoff: number): void {
  const k = 1 - Math.exp((-2 * Math.PI * cutoff) / c.rate);
  let y = 0;
  for (let i = 0; i < c.samples.length; i++) {
    y += k * ((c.samples[i] ?? 0) - y);
    c.samples[i] = y;
  }
}

/** Feedback echo: a small room around dry synthesis. */
export function echo(c: Canvas, delaySeconds: number, feedback: number, mix: number): void {
  const d = Math.round(delaySeconds * c.rate);
  const wet = new Float32Array(c.samples.length);
  for (let i = d; i < c.samples.length; i++) wet[i] = ((c.samples[i - d] ?? 0) + (wet[i - d] ?? 0)) * feedback;
  for (let i = 0; i < c.samples.length; i++) c.samples[i] = (c.samples[i] ?? 0) + (wet[i] ?? 0) * mix;
}

export function kick(c: Canvas, at: number, amp: number): void {
  tone(c, at, 0.35, 140, amp, { f1: 42, envelope: percussive(0.12) });
}

export function snare(c: Canvas, random: Random, at: number, amp: number): void {
  noise(c, random, at, 0.2, amp * 0.8, { filter: 'highpass', f0: 1500, envelope: percussive(0.06) });
  tone(c, at, 0.12, 190, amp * 0.5, { envelope: percussive(0.04) });
}

export function hat(c: Canvas, random: Random, at: number, amp: number): void {
  noise(c, random, at, 0.05, amp, { filter: 'highpass', f0: 7000, envelope: percussive(0.015) });
}

export function clap(c: Canvas, random: Random, at: number, amp: number): void {
  for (const offset of [0, 0.011, 0.023])
    noise(c, random, at + offset, 0.15, amp, { filter: 'bandpass', f0: 1200, q: 0.9, envelope: percussive(0.03) });
}

/** Calls f for each value: note sequences in the sound recipes. */
export function each<T>(values: readonly T[], f: (value: T, index: number) => void): void {
  for (const [index, value] of values.entries()) f(value, index);
}

/** A 32-bit FNV-1a hash: the seed of an asset's random numbers, from its key. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}
