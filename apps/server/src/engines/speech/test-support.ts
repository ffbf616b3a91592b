// Measurements the speech tests make on audio, as a listener would judge it.
import { MPEGDecoder } from 'mpg123-decoder';
import { activeRms } from './assembly';
import { gatedLoudness, integratedLoudness, loudnessBlocks, truePeak } from './loudness';
import { type Pcm, rms, samplesForMs } from './pcm';

/** Median fundamental frequency (Hz) of the voiced 40 ms frames, by normalised autocorrelation. */
export function medianPitchHz(pcm: Pcm): number {
  const frame = samplesForMs(40, pcm.sampleRate);
  const minLag = Math.floor(pcm.sampleRate / 400);
  const maxLag = Math.ceil(pcm.sampleRate / 60);
  const estimates: number[] = [];
  for (let start = 0; start + frame + maxLag < pcm.samples.length; start += frame) {
    if (rms(pcm.samples, start, start + frame) < 0.02) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      let energyA = 0;
      let energyB = 0;
      for (let i = start; i < start + frame; i++) {
        const a = pcm.samples[i] ?? 0;
        const b = pcm.samples[i + lag] ?? 0;
        sum += a * b;
        energyA += a * a;
        energyB += b * b;
      }
      const score = sum / Math.sqrt(energyA * energyB || 1);
      if (score > best) {
        best = score;
        bestLag = lag;
      }
    }
    if (best > 0.6) estimates.push(pcm.sampleRate / bestLag);
  }
  estimates.sort((a, b) => a - b);
  return estimates[Math.floor(estimates.length / 2)] ?? 0;
}

/** Per-window RMS levels in dBFS. */
export function windowLevelsDb(pcm: Pcm, windowMs: number): number[] {
  const window = samplesForMs(windowMs, pcm.sampleRate);
  const levels: number[] = [];
  for (let start = 0; start + window <= pcm.samples.length; start += window)
    levels.push(20 * Math.log10(rms(pcm.samples, start, start + window) || 1e-9));
  return levels;
}

export { levelDb } from './pcm';

/** Loudness of the sounding parts of [startMs, startMs + lengthMs), as normalisation measures it. */
export function activeRmsDb(pcm: Pcm, startMs: number, lengthMs: number): number {
  const from = samplesForMs(startMs, pcm.sampleRate);
  const part = {
    samples: pcm.samples.subarray(from, from + samplesForMs(lengthMs, pcm.sampleRate)),
    sampleRate: pcm.sampleRate,
  };
  return 20 * Math.log10(activeRms(part));
}

/** What a gapless player hears of an MP3 (renders keep no PCM: they stream it into the encoder). */
export async function decodeMp3(mp3: Uint8Array): Promise<Pcm> {
  const decoder = new MPEGDecoder({ enableGapless: true });
  try {
    await decoder.ready;
    const decoded = decoder.decode(mp3);
    return { samples: decoded.channelData[0] ?? new Float32Array(0), sampleRate: decoded.sampleRate };
  } finally {
    decoder.free();
  }
}

/** The samples of [startMs, startMs + lengthMs). */
function span(pcm: Pcm, startMs: number, lengthMs: number): Float32Array {
  const from = samplesForMs(startMs, pcm.sampleRate);
  return pcm.samples.subarray(from, from + samplesForMs(lengthMs, pcm.sampleRate));
}

/**
 * Loudness of a sentence as a listener compares it with the next (LUFS): BS.1770's gated loudness of its own span (a
 * sentence is a few seconds: its short-term loudness, the 3 s window laid over it rather than over its neighbours).
 */
export function sentenceLufs(pcm: Pcm, startMs: number, lengthMs: number): number {
  return gatedLoudness(loudnessBlocks(span(pcm, startMs, lengthMs), pcm.sampleRate));
}

/** Integrated loudness (LUFS) and true peak (dBTP) of a whole clip. */
export function programmeLoudness(pcm: Pcm): { lufs: number; truePeakDb: number } {
  return {
    lufs: integratedLoudness(pcm.samples, pcm.sampleRate),
    truePeakDb: 20 * Math.log10(truePeak(pcm.samples)),
  };
}
