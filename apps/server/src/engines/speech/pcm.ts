/** Mono audio as 32-bit float samples in [-1, 1]. Every assembly function works on this shape. */
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

export function samplesForMs(ms: number, sampleRate: number): number {
  return Math.round((ms * sampleRate) / 1000);
}

export function durationMs(pcm: Pcm): number {
  return (pcm.samples.length * 1000) / pcm.sampleRate;
}

export function dbToGain(db: number): number {
  return 10 ** (db / 20);
}

export function gainToDb(gain: number): number {
  return gain > 0 ? 20 * Math.log10(gain) : Number.NEGATIVE_INFINITY;
}

/** Root mean square of samples[start, end). */
export function rms(samples: Float32Array, start = 0, end = samples.length): number {
  const from = Math.max(0, start);
  const to = Math.min(samples.length, end);
  if (to <= from) return 0;
  let sum = 0;
  for (let i = from; i < to; i++) {
    const v = samples[i] ?? 0;
    sum += v * v;
  }
  return Math.sqrt(sum / (to - from));
}

export function peak(samples: Float32Array): number {
  let max = 0;
  for (const v of samples) {
    const a = Math.abs(v);
    if (a > max) max = a;
  }
  return max;
}

/** RMS level in dBFS of the span [startMs, endMs) of a clip. */
export function levelDb(pcm: Pcm, startMs: number, endMs: number): number {
  return gainToDb(rms(pcm.samples, samplesForMs(startMs, pcm.sampleRate), samplesForMs(endMs, pcm.sampleRate)));
}
