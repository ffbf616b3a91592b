/**
 * Loudness as ITU-R BS.1770-4 measures it (EBU R 128's meter), for mono PCM at any sample rate: the K-weighting
 * filter, momentary (400 ms) and short-term (3 s) loudness, gated integrated loudness, and true peak (4× oversampled).
 *
 * Our own compact implementation rather than a package: the one maintained BS.1770 build on npm, `ebur128-wasm`
 * (Apache-2.0, the Rust `ebur128` crate as WASM, one release), measures only a whole buffer (a task's whole PCM in
 * memory, which mastering never holds), gives no momentary or short-term loudness (levelling and ducking need them),
 * and loads its WASM through a bundler-style `import` that Node cannot run (ERR_UNKNOWN_FILE_EXTENSION '.wasm').
 * The algorithm is short and fully specified; the tests check it against the recommendation's reference values.
 */

/** Mean square of K-weighted audio ↔ loudness (LUFS) of one channel: BS.1770's −0.691 offset, channel weight 1. */
export const lufsOf = (meanSquare: number): number =>
  meanSquare > 0 ? -0.691 + 10 * Math.log10(meanSquare) : Number.NEGATIVE_INFINITY;
export const meanSquareOf = (lufs: number): number => 10 ** ((lufs + 0.691) / 10);

/** Blocks quieter than this never count (BS.1770 absolute gate). */
export const ABSOLUTE_GATE_LUFS = -70;
/** Blocks this far under the absolutely-gated loudness do not count either (relative gate). */
export const RELATIVE_GATE_LU = -10;
/** Gating blocks are 400 ms long and start every 100 ms (75% overlap); momentary loudness is one block. */
const STEP_MS = 100;
const BLOCK_STEPS = 4;
/** Short-term loudness: 3 s. */
const SHORT_TERM_STEPS = 30;

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * The two stages of the K-weighting filter at `sampleRate`: a high shelf of about +4 dB above 1.5 kHz (the head's
 * effect) and the RLB high-pass. Computed from their analogue prototypes (as libebur128 does), so every rate gets its
 * own coefficients; at 48 kHz they are the recommendation's table.
 */
export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  // Stage 1: high shelf.
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  // Stage 2: high-pass (revised low-frequency B-curve).
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highPass];
}

export interface LoudnessMeter {
  /** Measures the next samples. */
  push(samples: Float32Array): void;
  /** Gated integrated loudness of everything pushed (LUFS; −∞ when no block passes the gates). */
  integrated(): number;
  /** Loudness of the last 400 ms (LUFS). */
  momentary(): number;
  /** Loudness of the last 3 s (LUFS). */
  shortTerm(): number;
  /** Mean squares of the 400 ms gating blocks so far, one every 100 ms (what `gatedLoudness` gates). */
  blocks(): number[];
  /** Mean square of all the K-weighted audio so far, ungated. */
  meanSquare(): number;
}

/**
 * A meter fed piece by piece: memory grows by one number per 100 ms (72,000 for two hours), never with the audio.
 * A trailing part of under 100 ms is not measured (as libebur128 does). True peak has its own meter (`createTruePeakMeter`).
 */
export function createLoudnessMeter(sampleRate: number): LoudnessMeter {
  const [s, h] = kWeighting(sampleRate);
  // Direct form II transposed states of both stages, in float64.
  let s1 = 0;
  let s2 = 0;
  let h1 = 0;
  let h2 = 0;
  const step = Math.max(1, Math.round((sampleRate * STEP_MS) / 1000));
  let sum = 0;
  let filled = 0;
  let energy = 0;
  let count = 0;
  /** Mean square of each completed 100 ms step. */
  const steps: number[] = [];
  const over = (n: number) => {
    const from = Math.max(0, steps.length - n);
    let total = 0;
    for (let i = from; i < steps.length; i++) total += steps[i] ?? 0;
    return steps.length ? lufsOf(total / Math.max(1, Math.min(n, steps.length))) : Number.NEGATIVE_INFINITY;
  };
  const blocks = () => {
    const out: number[] = [];
    for (let i = 0; i + BLOCK_STEPS <= steps.length; i++) {
      let total = 0;
      for (let j = i; j < i + BLOCK_STEPS; j++) total += steps[j] ?? 0;
      out.push(total / BLOCK_STEPS);
    }
    return out;
  };
  return {
    push(samples) {
      for (let i = 0; i < samples.length; i++) {
        const x = samples[i] as number;
        const y = s.b0 * x + s1;
        s1 = s.b1 * x - s.a1 * y + s2;
        s2 = s.b2 * x - s.a2 * y;
        const z = h.b0 * y + h1;
        h1 = h.b1 * y - h.a1 * z + h2;
        h2 = h.b2 * y - h.a2 * z;
        sum += z * z;
        energy += z * z;
        count++;
        if (++filled === step) {
          steps.push(sum / step);
          sum = 0;
          filled = 0;
        }
      }
    },
    integrated: () => gatedLoudness(blocks()),
    momentary: () => over(BLOCK_STEPS),
    shortTerm: () => over(SHORT_TERM_STEPS),
    blocks,
    meanSquare: () => (count ? energy / count : 0),
  };
}

/** BS.1770's gated loudness of 400 ms blocks' mean squares: absolute gate −70 LUFS, then relative gate −10 LU. */
export function gatedLoudness(blocks: ArrayLike<number>): number {
  const absolute = meanSquareOf(ABSOLUTE_GATE_LUFS);
  let total = 0;
  let count = 0;
  for (let i = 0; i < blocks.length; i++) {
    const z = blocks[i] ?? 0;
    if (z > absolute) {
      total += z;
      count++;
    }
  }
  if (!count) return Number.NEGATIVE_INFINITY;
  const relative = Math.max(absolute, (total / count) * 10 ** (RELATIVE_GATE_LU / 10));
  total = 0;
  count = 0;
  for (let i = 0; i < blocks.length; i++) {
    const z = blocks[i] ?? 0;
    if (z > relative) {
      total += z;
      count++;
    }
  }
  return count ? lufsOf(total / count) : Number.NEGATIVE_INFINITY;
}

/** Integrated loudness of a whole clip (LUFS). */
export function integratedLoudness(samples: Float32Array, sampleRate: number): number {
  const meter = createLoudnessMeter(sampleRate);
  meter.push(samples);
  return meter.integrated();
}

/**
 * The gating blocks of a short piece of audio (a sentence, a sound effect) for levelling: its 400 ms blocks, or, when
 * it is shorter than one block, one block of all of it (a short exclamation still has a loudness).
 */
export function loudnessBlocks(samples: Float32Array, sampleRate: number): number[] {
  const meter = createLoudnessMeter(sampleRate);
  meter.push(samples);
  const blocks = meter.blocks();
  if (blocks.length || !samples.length) return blocks;
  return [meter.meanSquare()];
}

// True peak (BS.1770-4 Annex 2): the signal upsampled 4× by a polyphase interpolation filter, then its largest
// magnitude. The filter is a Kaiser-windowed sinc, each phase normalised to unit gain at 0 Hz; phase 0 is the samples
// themselves. 16 taps per phase (64 in all; the annex's example has 48) keep every phase within ±0.03 dB up to 0.4 of
// the sample rate, so a tone reads its true peak, not the filter's ripple.
const OVERSAMPLING = 4;
const HALF_TAPS = 8;
const KAISER_BETA = 6;

function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 32; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

/** PHASES[p - 1][j]: weight of sample n + j − HALF_TAPS + 1 in the value at n + p/4. */
const PHASES = (() => {
  const phases: Float64Array[] = [];
  for (let p = 1; p < OVERSAMPLING; p++) {
    const taps = new Float64Array(2 * HALF_TAPS);
    let sum = 0;
    for (let j = 0; j < taps.length; j++) {
      const t = p / OVERSAMPLING - (j - HALF_TAPS + 1);
      const sinc = Math.sin(Math.PI * t) / (Math.PI * t);
      const r = t / (HALF_TAPS + 0.5);
      const window = besselI0(KAISER_BETA * Math.sqrt(Math.max(0, 1 - r * r))) / besselI0(KAISER_BETA);
      taps[j] = sinc * window;
      sum += taps[j] ?? 0;
    }
    for (let j = 0; j < taps.length; j++) taps[j] = (taps[j] ?? 0) / sum;
    phases.push(taps);
  }
  return phases;
})();

/** Samples an interpolated value reaches back before (and ahead of) the gap it fills. */
export const TRUE_PEAK_REACH_BEFORE = HALF_TAPS - 1;
export const TRUE_PEAK_REACH_AFTER = HALF_TAPS;

/**
 * How far an interpolated value can exceed the largest sample around it: when that sample × this stays under a
 * level, no interpolated value passes it, and the oversampling can be skipped.
 */
export const TRUE_PEAK_BOUND = Math.max(
  1,
  ...PHASES.map((taps) => taps.reduce((sum, weight) => sum + Math.abs(weight), 0)),
);

/**
 * Largest magnitude of the 4× upsampled signal over samples [from, to) of `x` and the gaps after each (reading up to
 * 7 samples before and 8 after; outside `x`, silence). Only where the samples around could pass `over` is it
 * oversampled; elsewhere their sample peak is returned.
 */
export function interpolatedPeak(x: Float32Array, from: number, to: number, over = 0): number {
  let max = 0;
  for (let n = from; n < to; n++) max = Math.max(max, Math.abs(x[n] ?? 0));
  let around = max;
  for (let n = Math.max(0, from - TRUE_PEAK_REACH_BEFORE); n < from; n++)
    around = Math.max(around, Math.abs(x[n] ?? 0));
  for (let n = to; n < Math.min(x.length, to + TRUE_PEAK_REACH_AFTER); n++)
    around = Math.max(around, Math.abs(x[n] ?? 0));
  if (around * TRUE_PEAK_BOUND <= Math.max(over, max)) return max;
  const taps = 2 * HALF_TAPS;
  for (let n = from; n < to; n++) {
    const first = n - HALF_TAPS + 1;
    const inside = first >= 0 && first + taps <= x.length;
    for (const phase of PHASES) {
      let y = 0;
      if (inside) for (let j = 0; j < taps; j++) y += (x[first + j] as number) * (phase[j] as number);
      else for (let j = 0; j < taps; j++) y += (x[first + j] ?? 0) * (phase[j] ?? 0);
      const a = Math.abs(y);
      if (a > max) max = a;
    }
  }
  return max;
}

/** Samples measured together: the oversampling is skipped for a block that cannot pass the peak so far. */
const PEAK_BLOCK = 64;

export interface TruePeakMeter {
  push(samples: Float32Array): void;
  /** Highest true peak so far, linear (20·log10 of it is dBTP). */
  value(): number;
}

/** True peak of audio fed piece by piece: the same as of the whole, except the last 8 samples' gaps (read as if silence followed). */
export function createTruePeakMeter(): TruePeakMeter {
  const keep = TRUE_PEAK_REACH_BEFORE + TRUE_PEAK_REACH_AFTER;
  // The last `keep` samples seen, whose gaps are measured once the samples after them arrive.
  let tail = new Float32Array(0);
  // How many of tail's last samples are not measured yet (their gaps need the samples after them).
  let waiting = 0;
  let peak = 0;
  return {
    push(samples) {
      const x = new Float32Array(tail.length + samples.length);
      x.set(tail);
      x.set(samples, tail.length);
      const end = x.length - TRUE_PEAK_REACH_AFTER;
      for (let from = tail.length - waiting; from < end; from += PEAK_BLOCK)
        peak = Math.max(peak, interpolatedPeak(x, from, Math.min(end, from + PEAK_BLOCK), peak));
      waiting = Math.min(waiting + samples.length, TRUE_PEAK_REACH_AFTER);
      tail = x.slice(Math.max(0, x.length - keep));
    },
    value() {
      // The samples still waiting, as if silence followed.
      const x = new Float32Array(tail.length + TRUE_PEAK_REACH_AFTER);
      x.set(tail);
      return Math.max(peak, interpolatedPeak(x, tail.length - waiting, tail.length, peak));
    },
  };
}

/** True peak of a whole clip, linear. */
export function truePeak(samples: Float32Array): number {
  const meter = createTruePeakMeter();
  meter.push(samples);
  return meter.value();
}
