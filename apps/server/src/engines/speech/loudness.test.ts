import { describe, expect, it } from 'vitest';
import {
  createLoudnessMeter,
  createTruePeakMeter,
  gatedLoudness,
  integratedLoudness,
  kWeighting,
  loudnessBlocks,
  lufsOf,
  truePeak,
} from './loudness';
import { gainToDb, peak } from './pcm';

function sine(hz: number, seconds: number, rate: number, amplitude: number, phase = 0): Float32Array {
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i++) samples[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / rate + phase);
  return samples;
}

const join = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

describe('K-weighting', () => {
  it('has the recommendation’s coefficients at 48 kHz', () => {
    const [shelf, highPass] = kWeighting(48000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 10);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 10);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 10);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 10);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 10);
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 10);
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 10);
  });
});

describe('loudness (ITU-R BS.1770-4)', () => {
  it.each([48000, 16000, 44100])('a 997 Hz sine at −20 dBFS peak reads −23.0 LUFS at %i Hz', (rate) => {
    expect(integratedLoudness(sine(997, 10, rate, 0.1), rate)).toBeCloseTo(-23, 1);
  });

  it('a 1 kHz sine at full scale reads −3.01 LUFS', () => {
    expect(Math.abs(integratedLoudness(sine(1000, 5, 48000, 1), 48000) - -3.01)).toBeLessThan(0.1);
  });

  it('gating leaves out silence, and blocks 10 LU under the rest', () => {
    const rate = 16000;
    const tone = sine(997, 4, rate, 0.1);
    const together = integratedLoudness(join(tone, tone), rate);
    expect(together).toBeCloseTo(-23, 1);
    // 20 s of silence between would make it 5.4 dB quieter ungated; gated, only the blocks that straddle an edge of
    // the tone (partly silent, but within 10 LU of the rest) lower it a little.
    const withSilence = integratedLoudness(join(tone, new Float32Array(rate * 20), tone), rate);
    expect(withSilence).toBeLessThanOrEqual(together);
    expect(withSilence).toBeGreaterThan(together - 0.2);
    // A passage 30 dB quieter passes the absolute gate but not the relative one.
    const withQuiet = integratedLoudness(join(tone, sine(997, 20, rate, 0.1 / 31.6), tone), rate);
    expect(withQuiet).toBeGreaterThan(together - 0.2);
    // Silence alone has no loudness.
    expect(integratedLoudness(new Float32Array(rate * 2), rate)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('gives momentary and short-term loudness of the last 400 ms and 3 s', () => {
    const rate = 48000;
    const meter = createLoudnessMeter(rate);
    meter.push(sine(997, 4, rate, 0.1));
    meter.push(sine(997, 1, rate, 0.01));
    expect(meter.momentary()).toBeCloseTo(-43, 0);
    // 1 s at −43 and 2 s at −23: 10·log10((2 + 0.01) / 3) above −23.
    expect(meter.shortTerm()).toBeCloseTo(-23 + 10 * Math.log10(2.01 / 3), 1);
  });

  it('measures audio pushed in pieces as it measures the whole', () => {
    const rate = 16000;
    const audio = join(sine(440, 2, rate, 0.3), sine(2500, 1.3, rate, 0.05), sine(90, 1.7, rate, 0.6));
    const meter = createLoudnessMeter(rate);
    const peaks = createTruePeakMeter();
    for (let at = 0, size = 7; at < audio.length; at += size, size = (size * 5 + 11) % 4001) {
      meter.push(audio.subarray(at, at + size));
      peaks.push(audio.subarray(at, at + size));
    }
    expect(meter.integrated()).toBeCloseTo(integratedLoudness(audio, rate), 6);
    expect(peaks.value()).toBeCloseTo(truePeak(audio), 6);
  });

  it('levels short pieces by their blocks, or by the whole when under 400 ms', () => {
    const rate = 16000;
    expect(gatedLoudness(loudnessBlocks(sine(997, 3, rate, 0.1), rate))).toBeCloseTo(-23, 1);
    const short = loudnessBlocks(sine(997, 0.25, rate, 0.1), rate);
    expect(short).toHaveLength(1);
    expect(Math.abs(lufsOf(short[0] ?? 0) - -23)).toBeLessThan(0.5);
  });
});

describe('true peak', () => {
  it('finds the peak between samples: a sine at fs/4 sampled 45° off its crests is 3 dB over its samples', () => {
    const rate = 48000;
    const x = sine(rate / 4, 1, rate, 0.5, Math.PI / 4);
    // Faded in and out over 10 ms: a tone that starts abruptly rings (Gibbs) higher than its crests.
    const fade = rate / 100;
    for (let i = 0; i < fade; i++) {
      x[i] = (x[i] ?? 0) * (i / fade);
      x[x.length - 1 - i] = (x[x.length - 1 - i] ?? 0) * (i / fade);
    }
    const samplePeakDb = gainToDb(peak(x));
    expect(samplePeakDb).toBeCloseTo(gainToDb(0.5) - 3.01, 2);
    expect(gainToDb(truePeak(x)) - samplePeakDb).toBeCloseTo(3.01, 1);
  });

  it('equals the sample peak of a slow signal', () => {
    const x = sine(100, 1, 16000, 0.7);
    expect(gainToDb(truePeak(x))).toBeCloseTo(gainToDb(0.7), 2);
  });

  it('is the same fed in pieces of any size', () => {
    const x = join(sine(3000, 0.3, 16000, 0.2, 0.3), sine(4000, 0.2, 16000, 0.8, 0.7), sine(50, 0.3, 16000, 0.1));
    const meter = createTruePeakMeter();
    for (let at = 0, size = 1; at < x.length; at += size, size = (size * 3 + 1) % 97)
      meter.push(x.subarray(at, at + size));
    expect(meter.value()).toBeCloseTo(truePeak(x), 9);
    expect(truePeak(x)).toBeGreaterThan(peak(x));
  });
});
