import { type Ducking, MUSIC_IN_PAUSES_LU } from './ducking';
import {
  integratedLoudness,
  interpolatedPeak,
  TRUE_PEAK_REACH_AFTER,
  TRUE_PEAK_REACH_BEFORE,
  truePeak,
} from './loudness';
import { dbToGain, type Pcm, rms, samplesForMs } from './pcm';

/** Exactly round(ms × rate / 1000) samples of digital silence. */
export function silence(ms: number, sampleRate: number): Pcm {
  return { samples: new Float32Array(Math.max(0, samplesForMs(ms, sampleRate))), sampleRate };
}

export function concat(parts: readonly Pcm[], sampleRate: number): Pcm {
  let length = 0;
  for (const part of parts) {
    if (part.sampleRate !== sampleRate)
      throw new Error(`cannot join audio at ${part.sampleRate} Hz into ${sampleRate} Hz: resample it first`);
    length += part.samples.length;
  }
  const samples = new Float32Array(length);
  let offset = 0;
  for (const part of parts) {
    samples.set(part.samples, offset);
    offset += part.samples.length;
  }
  return { samples, sampleRate };
}

const HALF_TAPS = 12;
const TABLE_STEPS = 512;
// Blackman-windowed sinc sampled finely once; resampling interpolates this table.
const KERNEL = (() => {
  const table = new Float32Array(HALF_TAPS * TABLE_STEPS + 2);
  for (let i = 0; i < table.length; i++) {
    const x = i / TABLE_STEPS;
    if (x >= HALF_TAPS) continue;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const w = (x / HALF_TAPS + 1) / 2;
    table[i] = sinc * (0.42 - 0.5 * Math.cos(2 * Math.PI * w) + 0.08 * Math.cos(4 * Math.PI * w));
  }
  return table;
})();

function kernel(x: number): number {
  const pos = Math.abs(x) * TABLE_STEPS;
  const i = Math.floor(pos);
  const a = KERNEL[i] ?? 0;
  return a + ((KERNEL[i + 1] ?? 0) - a) * (pos - i);
}

function gcd(a: number, b: number): number {
  return b ? gcd(b, a % b) : a;
}

/**
 * Band-limited (windowed-sinc) resampling; the duration is kept to the nearest output sample. For
 * rates in a small ratio (22050 → 16000 is 320/441) the filter taps of every phase are computed once.
 */
export function resample(pcm: Pcm, sampleRate: number): Pcm {
  if (pcm.sampleRate === sampleRate) return pcm;
  const input = pcm.samples;
  const ratio = sampleRate / pcm.sampleRate;
  const length = Math.round(input.length * ratio);
  const out = new Float32Array(length);
  // Below the lower Nyquist frequency, so downsampling does not alias.
  const cutoff = Math.min(1, ratio) * 0.96;
  const reach = Math.ceil(HALF_TAPS / cutoff);
  const taps = 2 * reach;
  const divisor = gcd(sampleRate, pcm.sampleRate);
  const phases = sampleRate / divisor;
  const step = pcm.sampleRate / divisor;
  const weightsOf = (t: number, centre: number, into: Float32Array, at: number) => {
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      const x = (t - (centre - reach + 1 + k)) * cutoff;
      const w = x <= -HALF_TAPS || x >= HALF_TAPS ? 0 : kernel(x);
      into[at + k] = w;
      sum += w;
    }
    for (let k = 0; k < taps; k++) into[at + k] = (into[at + k] ?? 0) / (sum || 1);
  };
  const table = phases <= 4096 ? new Float32Array(phases * taps) : null;
  if (table) for (let phase = 0; phase < phases; phase++) weightsOf(phase / phases, 0, table, phase * taps);
  const scratch = new Float32Array(taps);
  for (let i = 0; i < length; i++) {
    const centre = Math.floor((i * step) / phases);
    let weights = scratch;
    let base = 0;
    if (table) base = ((i * step) % phases) * taps;
    else weightsOf((i * step) / phases, centre, scratch, 0);
    if (table) weights = table;
    const first = centre - reach + 1;
    let sum = 0;
    if (first >= 0 && first + taps <= input.length) {
      // Every index is in range here; the casts keep the hottest loop free of undefined checks.
      for (let k = 0; k < taps; k++) sum += (input[first + k] as number) * (weights[base + k] as number);
    } else {
      for (let k = 0; k < taps; k++) {
        const j = first + k;
        if (j >= 0 && j < input.length) sum += (input[j] ?? 0) * (weights[base + k] ?? 0);
      }
    }
    out[i] = sum;
  }
  return { samples: out, sampleRate };
}

/** Cuts leading and trailing near-silence, keeping a short pad so consonants are not clipped. */
export function trimSilence(pcm: Pcm, thresholdDb = -50, padMs = 10): Pcm {
  const threshold = dbToGain(thresholdDb);
  const { samples } = pcm;
  let start = 0;
  while (start < samples.length && Math.abs(samples[start] ?? 0) < threshold) start++;
  if (start === samples.length) return { samples: new Float32Array(0), sampleRate: pcm.sampleRate };
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1] ?? 0) < threshold) end--;
  const pad = samplesForMs(padMs, pcm.sampleRate);
  return {
    samples: samples.slice(Math.max(0, start - pad), Math.min(samples.length, end + pad)),
    sampleRate: pcm.sampleRate,
  };
}

/** Adds clip × gain into target starting at sample `at` (a sound effect over speech, music under it). */
export function mixInto(target: Float32Array, clip: Float32Array, at: number, gain = 1): void {
  const end = Math.min(target.length, at + clip.length);
  for (let i = Math.max(0, at); i < end; i++) target[i] = (target[i] ?? 0) + (clip[i - at] ?? 0) * gain;
}

export function applyGain(samples: Float32Array, gain: number): void {
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] ?? 0) * gain;
}

/** Equal-power fade-in over the first fadeInMs and fade-out over the last fadeOutMs, in place. */
export function applyFades(pcm: Pcm, fadeInMs: number, fadeOutMs: number): void {
  const { samples } = pcm;
  const fadeIn = Math.min(samples.length, samplesForMs(fadeInMs, pcm.sampleRate));
  for (let i = 0; i < fadeIn; i++) samples[i] = (samples[i] ?? 0) * fadeInGain(i, fadeIn);
  const fadeOut = Math.min(samples.length, samplesForMs(fadeOutMs, pcm.sampleRate));
  const from = samples.length - fadeOut;
  for (let i = 0; i < fadeOut; i++)
    samples[from + i] = (samples[from + i] ?? 0) * Math.cos((((i + 1) / fadeOut) * Math.PI) / 2);
}

/** The equal-power fade-in's gain at sample `i` of `length`. */
const fadeInGain = (i: number, length: number) => Math.sin(((i / length) * Math.PI) / 2);

/** Repeats a clip to exactly `length` samples, cross-fading each seam so the loop does not click. */
export function loopTo(pcm: Pcm, length: number, crossfadeMs = 60): Float32Array {
  return loopSpan(pcm, 0, length, crossfadeMs);
}

/** Samples [from, to) of a clip repeated without end, each seam cross-faded: a span of loopTo of any longer length. */
export function loopSpan(pcm: Pcm, from: number, to: number, crossfadeMs = 60): Float32Array {
  const source = pcm.samples;
  const out = new Float32Array(Math.max(0, to - from));
  if (!source.length) return out;
  const fade = Math.min(samplesForMs(crossfadeMs, pcm.sampleRate), Math.floor(source.length / 4));
  const period = source.length - fade;
  for (let i = from; i < to; i++) {
    const loop = Math.floor(i / period);
    const j = i - loop * period;
    // Within a seam the previous repetition's tail fades out as this one's head fades in.
    out[i - from] =
      loop > 0 && j < fade
        ? ((source[j] ?? 0) * j) / fade + (source[j + period] ?? 0) * (1 - j / fade)
        : (source[j] ?? 0);
  }
  return out;
}

export interface LevelOptions {
  /** Analysis window; quieter windows (pauses) are left out of the measurement. */
  windowMs?: number;
  gateDb?: number;
}

/** RMS over the windows that carry sound, so pauses do not drag the measured loudness down. */
export function activeRms(pcm: Pcm, { windowMs = 50, gateDb = -45 }: LevelOptions = {}): number {
  const window = Math.max(1, samplesForMs(windowMs, pcm.sampleRate));
  const gate = dbToGain(gateDb);
  let sum = 0;
  let count = 0;
  for (let start = 0; start < pcm.samples.length; start += window) {
    const end = Math.min(pcm.samples.length, start + window);
    const level = rms(pcm.samples, start, end);
    if (level < gate) continue;
    sum += level * level * (end - start);
    count += end - start;
  }
  return count ? Math.sqrt(sum / count) : 0;
}

export interface LoudnessOptions extends LevelOptions {
  /** Target RMS of the sounding parts, dBFS. */
  targetDb: number;
  /** True peaks never exceed this, dBTP. */
  ceilingDb?: number;
}

/**
 * Default ceiling of limitPeaks outside a render (the seed's sounds and music, which every render levels and limits
 * again): they only must not clip. A render's ceiling is sdk-core's TRUE_PEAK_CEILING_DBTP, carried in its master job
 * (this file also runs on the pool's workers, which load no sdk-core).
 */
export const ASSET_PEAK_CEILING_DB = -1;

/** Brings the sounding parts to targetDb RMS, then limits peaks to ceilingDb. Returns the gain applied. */
export function normalizeLoudness(pcm: Pcm, options: LoudnessOptions): number {
  const level = activeRms(pcm, options);
  if (!level) return 1;
  const gain = dbToGain(options.targetDb) / level;
  applyGain(pcm.samples, gain);
  limitPeaks(pcm, options.ceilingDb ?? ASSET_PEAK_CEILING_DB);
  return gain;
}

/**
 * Look-ahead true-peak limiter: the gain dips smoothly just before a peak that would pass the ceiling and recovers
 * over releaseMs, so loud syllables are tamed without clicks. Peaks are found between the samples too (4× oversampled,
 * as BS.1770 measures true peak), so the audio a player reconstructs stays under the ceiling, not only its samples.
 * Works on 1 ms blocks to keep its memory small on long tasks.
 */
export function limitPeaks(pcm: Pcm, ceilingDb = ASSET_PEAK_CEILING_DB, releaseMs = 80, lookaheadMs = 5): void {
  const { samples } = pcm;
  if (truePeak(samples) <= dbToGain(ceilingDb)) return;
  const limiter = createPeakLimiter(pcm.sampleRate, ceilingDb, releaseMs, lookaheadMs);
  const head = limiter.push(samples);
  samples.set(head);
  samples.set(limiter.end(), head.length);
}

export interface PeakLimiter {
  /** Takes the next samples; returns those whose gain is settled (all but the last few ms, held for the look-ahead). */
  push(samples: Float32Array): Float32Array;
  /** Returns the samples still held; the limiter is finished after this. */
  end(): Float32Array;
}

/**
 * limitPeaks over audio that arrives piece by piece: the output laid end to end is exactly what limitPeaks makes of
 * the whole, holding back only the look-ahead (6 ms and the 8 samples the oversampling reads ahead), so a render of
 * any length is limited in bounded memory.
 */
export function createPeakLimiter(
  sampleRate: number,
  ceilingDb = ASSET_PEAK_CEILING_DB,
  releaseMs = 80,
  lookaheadMs = 5,
): PeakLimiter {
  const ceiling = dbToGain(ceilingDb);
  const block = Math.max(1, samplesForMs(1, sampleRate));
  const reach = Math.max(1, Math.round(lookaheadMs));
  const release = 1 - Math.exp(-1 / Math.max(1, releaseMs));
  // The last input samples already sent out (the oversampling reads back this far), then those not yet sent out, from
  // block `first` on; needs[k - needsFrom] is block k's gain to stay under the ceiling.
  const history = TRUE_PEAK_REACH_BEFORE;
  let buffer = new Float32Array(history);
  const pending = () => buffer.length - history;
  let first = 0;
  let known = 0;
  let needsFrom = 0;
  let needs: number[] = [];
  // The smoothed gain of the block before `first` (float64, as limitPeaks carries it).
  let g = 1;

  const measure = (final: boolean) => {
    const available = first * block + pending();
    // A block's peaks between samples need the samples just after it (at the end: silence).
    const blocks = final
      ? Math.ceil(available / block)
      : Math.floor(Math.max(0, available - TRUE_PEAK_REACH_AFTER) / block);
    for (; known < blocks; known++) {
      const start = history + (known - first) * block;
      const max = interpolatedPeak(buffer, start, Math.min(buffer.length, start + block), ceiling);
      // Stored as float32, as limitPeaks' arrays do, so both compute the same gains.
      needs.push(Math.fround(max > ceiling ? ceiling / max : 1));
    }
  };
  const held = (b: number) => {
    let min = 1;
    for (let k = Math.max(0, b - reach); k <= Math.min(known - 1, b + reach); k++)
      min = Math.min(min, needs[k - needsFrom] ?? 1);
    return min;
  };
  // Sends out blocks [first, to): block b needs the held gain of b + 1, hence the look-ahead of reach + 1 blocks.
  const emit = (to: number, final: boolean) => {
    const count = Math.max(0, to - first);
    const length = Math.min(pending(), count * block);
    const out = buffer.slice(history, history + length);
    for (let b = first; b < first + count; b++) {
      const here = Math.min(held(b), g + (1 - g) * release);
      const next = b + 1 < known || !final ? Math.min(held(b + 1), here + (1 - here) * release) : here;
      const start = (b - first) * block;
      const end = Math.min(length, start + block);
      const from = Math.fround(here);
      const slope = Math.fround(next) - from;
      for (let i = start; i < end; i++) {
        const v = (out[i] ?? 0) * (from + (slope * (i - start)) / block);
        out[i] = Math.max(-ceiling, Math.min(ceiling, v));
      }
      g = here;
    }
    // What was sent out becomes the history the next blocks' oversampling reads back into.
    buffer = buffer.subarray(length);
    first += count;
    // Blocks before first - reach are never looked at again.
    const drop = Math.max(0, first - reach - needsFrom);
    needs = needs.slice(drop);
    needsFrom += drop;
    return out;
  };

  return {
    push(samples) {
      const joined = new Float32Array(buffer.length + samples.length);
      joined.set(buffer);
      joined.set(samples, buffer.length);
      buffer = joined;
      measure(false);
      return emit(known - reach - 1, false);
    },
    end() {
      measure(true);
      return emit(known, true);
    },
  };
}

export interface BackgroundMusic {
  pcm: Pcm;
  /** 0–100. */
  volume: number;
  fadeInMs: number;
  fadeOutMs: number;
}

/** Where the music stands: the loudness of the speech it sits under (LUFS), and its ducking (none: as in pauses). */
export interface MusicLevel {
  speechLufs: number;
  ducking?: Ducking | null;
}

/**
 * Mixes looping background music under the speech. The music starts with the speech, fades in over
 * fadeInMs, and carries on after the last word for fadeOutMs while it fades out; with no fade-out it
 * stops with the speech.
 */
export function mixBackgroundMusic(speech: Pcm, music: BackgroundMusic, level: MusicLevel): Pcm {
  const rate = speech.sampleRate;
  const out = new Float32Array(speech.samples.length + musicTail(music, rate));
  out.set(speech.samples);
  const pcm: Pcm = { samples: out, sampleRate: rate };
  musicUnder(music, rate, out.length, level)(pcm, 0);
  return pcm;
}

/** Samples the music plays on after the speech: its fade-out. */
export function musicTail(music: Pick<BackgroundMusic, 'fadeOutMs'>, rate: number): number {
  return samplesForMs(clamp(music.fadeOutMs, 0, 10_000), rate);
}

/**
 * Mixes into each piece, given where it starts, the music of a render `length` samples long (tail included) as
 * mixBackgroundMusic lays it; with length null the end is unknown, so the music does not fade out.
 */
export function musicUnder(music: BackgroundMusic, rate: number, length: number | null, level: MusicLevel) {
  const source = resample(music.pcm, rate);
  const gain = musicGain(source, music.volume, level.speechLufs);
  const fadeInLength = samplesForMs(clamp(music.fadeInMs, 0, 10_000), rate);
  const fadeIn = length === null ? fadeInLength : Math.min(length, fadeInLength);
  const fadeOut = length === null ? 0 : Math.min(length, musicTail(music, rate));
  const fadeOutFrom = (length ?? 0) - fadeOut;
  return (piece: Pcm, at: number) => {
    const end = at + piece.samples.length;
    const bed = loopSpan(source, at, end);
    for (let i = at; i < Math.min(fadeIn, end); i++) bed[i - at] = (bed[i - at] ?? 0) * fadeInGain(i, fadeIn);
    for (let i = Math.max(at, fadeOutFrom); i < Math.min(fadeOutFrom + fadeOut, end); i++)
      bed[i - at] = (bed[i - at] ?? 0) * Math.cos((((i - fadeOutFrom + 1) / fadeOut) * Math.PI) / 2);
    level.ducking?.apply(bed, at);
    mixInto(piece.samples, bed, 0, gain);
  };
}

/**
 * What brings the music's loudness (K-weighted, gated) to its level in pauses, MUSIC_IN_PAUSES_LU under the speech's,
 * at `volume` (0–100); the ducking dips it further under the words.
 */
function musicGain(source: Pcm, volume: number, speechLufs: number): number {
  const loudness = integratedLoudness(source.samples, source.sampleRate);
  return Number.isFinite(loudness)
    ? dbToGain(speechLufs + MUSIC_IN_PAUSES_LU - loudness) * (clamp(volume, 0, 100) / 100)
    : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
