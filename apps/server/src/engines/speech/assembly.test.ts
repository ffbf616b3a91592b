import { describe, expect, it } from 'vitest';
import {
  activeRms,
  applyFades,
  concat,
  createPeakLimiter,
  limitPeaks,
  loopTo,
  mixBackgroundMusic,
  musicUnder,
  normalizeLoudness,
  resample,
  silence,
} from './assembly';
import { createDucking, MUSIC_IN_PAUSES_LU, MUSIC_UNDER_SPEECH_LU } from './ducking';
import { integratedLoudness, truePeak } from './loudness';
import { gainToDb, levelDb, type Pcm, peak, samplesForMs } from './pcm';
import { decodeWav, encodeWav } from './wav';

function sineWave(hz: number, seconds: number, rate: number, amp = 0.5): Pcm {
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i++) samples[i] = amp * Math.sin((2 * Math.PI * hz * i) / rate);
  return { samples, sampleRate: rate };
}

function zeroCrossingHz(pcm: Pcm): number {
  let crossings = 0;
  for (let i = 1; i < pcm.samples.length; i++)
    if ((pcm.samples[i - 1] ?? 0) < 0 && (pcm.samples[i] ?? 0) >= 0) crossings++;
  return crossings / (pcm.samples.length / pcm.sampleRate);
}

describe('silences', () => {
  it.each([
    [200, 16000],
    [500, 16000],
    [1234, 48000],
    [100, 22050],
    [5000, 48000],
  ])('%i ms at %i Hz lasts exactly that long (±1 sample) and is silent', (ms, rate) => {
    const pause = silence(ms, rate);
    expect(Math.abs(pause.samples.length - (ms * rate) / 1000)).toBeLessThanOrEqual(1);
    expect(peak(pause.samples)).toBe(0);
  });

  it('joins clips end to end and refuses mixed sample rates', () => {
    const joined = concat([sineWave(440, 0.5, 16000), silence(300, 16000), sineWave(220, 0.25, 16000)], 16000);
    expect(joined.samples.length).toBe(8000 + 4800 + 4000);
    expect(levelDb(joined, 510, 790)).toBe(Number.NEGATIVE_INFINITY);
    expect(() => concat([sineWave(440, 0.1, 22050)], 16000)).toThrow(/resample/);
  });
});

describe('resampling', () => {
  it.each([
    [22050, 16000],
    [22050, 48000],
    [48000, 16000],
    [16000, 48000],
  ])('%i → %i Hz keeps the duration, the pitch and the level', (from, to) => {
    const tone = sineWave(440, 1.3, from);
    const out = resample(tone, to);
    expect(out.sampleRate).toBe(to);
    expect(Math.abs(out.samples.length / to - 1.3)).toBeLessThan(1 / to + 1e-9);
    expect(zeroCrossingHz(out)).toBeCloseTo(440, -1);
    expect(levelDb(out, 100, 1200)).toBeCloseTo(levelDb(tone, 100, 1200), 0);
  });

  it('filters what the lower rate cannot carry instead of folding it back as noise', () => {
    const high = resample(sineWave(10_000, 1, 22050), 16000);
    expect(levelDb(high, 100, 900)).toBeLessThan(-40);
  });
});

describe('loudness', () => {
  it('normalises the sounding parts to the target and keeps peaks under the ceiling', () => {
    const quiet = sineWave(300, 2, 16000, 0.02);
    const clip: Pcm = concat([quiet, silence(1000, 16000), sineWave(300, 1, 16000, 0.02)], 16000);
    clip.samples[4000] = 0.3;
    normalizeLoudness(clip, { targetDb: -18, ceilingDb: -1 });
    expect(gainToDb(activeRms(clip))).toBeCloseTo(-18, 0);
    expect(gainToDb(truePeak(clip.samples))).toBeLessThanOrEqual(-1 + 1e-3);
    expect(levelDb(clip, 2100, 2900)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('limits a loud passage without touching the quiet one', () => {
    const clip = concat([sineWave(200, 1, 16000, 0.2), sineWave(200, 1, 16000, 1.6)], 16000);
    limitPeaks(clip, -1);
    expect(gainToDb(peak(clip.samples))).toBeLessThanOrEqual(-1 + 1e-6);
    expect(levelDb(clip, 100, 800)).toBeCloseTo(gainToDb(0.2 / Math.SQRT2), 1);
  });

  it('keeps the peaks between samples under the ceiling too (true peak, not sample peak)', () => {
    // A tone at a quarter of the rate, sampled 45° off its crests: its samples are 3 dB under its true peak.
    const rate = 16000;
    const tone = new Float32Array(rate);
    for (let i = 0; i < tone.length; i++)
      tone[i] = 0.95 * Math.sin((Math.PI * i) / 2 + Math.PI / 4) * Math.min(1, i / 160, (tone.length - i) / 160);
    const clip = { samples: tone, sampleRate: rate };
    expect(gainToDb(peak(tone))).toBeLessThan(-1);
    expect(gainToDb(truePeak(tone))).toBeGreaterThan(-1);
    limitPeaks(clip, -1);
    expect(gainToDb(truePeak(clip.samples))).toBeLessThanOrEqual(-1 + 0.05);
    expect(gainToDb(truePeak(clip.samples))).toBeGreaterThan(-1.5);
  });

  it('limits audio that arrives in pieces of any size exactly as it limits the whole', () => {
    const whole = concat(
      [sineWave(200, 0.5, 16000, 0.3), sineWave(310, 1, 16000, 1.7), sineWave(90, 0.7, 16000, 0.9)],
      16000,
    );
    const pieces = whole.samples.slice();
    limitPeaks(whole);
    const limiter = createPeakLimiter(16000);
    const out: number[] = [];
    for (let at = 0, size = 1; at < pieces.length; at += size, size = (size * 7 + 13) % 2003)
      out.push(...limiter.push(pieces.subarray(at, at + size)));
    out.push(...limiter.end());
    expect(Float32Array.from(out)).toEqual(whole.samples);
  });
});

describe('background music', () => {
  const rate = 16000;
  // Speech stand-in: 3 s of tone bursts.
  const speech = concat([sineWave(180, 1, rate, 0.25), silence(1000, rate), sineWave(180, 1, rate, 0.25)], rate);
  const music = sineWave(523, 1.7, rate, 0.3);
  const speechLufs = -16;
  const lufs = (pcm: Pcm, fromMs: number, toMs: number) =>
    integratedLoudness(
      pcm.samples.subarray(samplesForMs(fromMs, pcm.sampleRate), samplesForMs(toMs, pcm.sampleRate)),
      pcm.sampleRate,
    );

  it('plays under the speech, loops to its length and carries on for the fade-out', () => {
    const mixed = mixBackgroundMusic(speech, { pcm: music, volume: 100, fadeInMs: 0, fadeOutMs: 2000 }, { speechLufs });
    expect(mixed.samples.length).toBe(speech.samples.length + samplesForMs(2000, rate));
    // In the speech's own pause, only the music sounds, at its level (no ducking given: as in a pause).
    expect(lufs(mixed, 1100, 1900)).toBeCloseTo(speechLufs + MUSIC_IN_PAUSES_LU, 0);
    // After the speech: still there, fading to nothing.
    expect(levelDb(mixed, 3000, 3400)).toBeGreaterThan(levelDb(mixed, 1100, 1900) - 2);
    expect(levelDb(mixed, 4600, 4990)).toBeLessThan(levelDb(mixed, 3000, 3400) - 12);
    expect(Math.abs(mixed.samples.at(-1) ?? 1)).toBeLessThan(1e-3);
  });

  it('fades in from silence and follows its volume', () => {
    const full = mixBackgroundMusic(
      silence(3000, rate),
      { pcm: music, volume: 100, fadeInMs: 1500, fadeOutMs: 0 },
      { speechLufs },
    );
    const levels = [0, 300, 600, 900, 1200].map((t) => levelDb(full, t, t + 200));
    for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeGreaterThan(levels[i - 1] ?? 0);
    expect(lufs(full, 2000, 2900)).toBeCloseTo(speechLufs + MUSIC_IN_PAUSES_LU, 0);
    const half = mixBackgroundMusic(
      silence(3000, rate),
      { pcm: music, volume: 50, fadeInMs: 0, fadeOutMs: 0 },
      { speechLufs },
    );
    expect(lufs(half, 2000, 2900)).toBeCloseTo(speechLufs + MUSIC_IN_PAUSES_LU - 6, 0);
    const off = mixBackgroundMusic(
      silence(3000, rate),
      { pcm: music, volume: 0, fadeInMs: 0, fadeOutMs: 0 },
      { speechLufs },
    );
    expect(peak(off.samples)).toBe(0);
  });

  it('ducks under the words: the margin while they sound, back up in a long pause, ramps either side', () => {
    // Words at 0–2 s, a 3 s pause, words at 5–6 s, a 0.5 s pause (too short to rise in), words at 6.5–7.5 s.
    // 500 Hz fills the loop's period (1.64 s) with whole cycles, so its seams do not dip.
    const seamless = sineWave(500, 1.7, rate, 0.3);
    const ducking = createDucking(rate);
    for (const [from, to] of [
      [0, 2000],
      [5000, 6000],
      [6500, 7500],
    ] as const)
      ducking.speech(samplesForMs(from, rate), samplesForMs(to - from, rate));
    const level = mixBackgroundMusic(
      silence(9000, rate),
      { pcm: seamless, volume: 100, fadeInMs: 0, fadeOutMs: 0 },
      { speechLufs, ducking },
    );
    const margin = MUSIC_UNDER_SPEECH_LU - MUSIC_IN_PAUSES_LU;
    const pause = levelDb(level, 3000, 4500);
    expect(levelDb(level, 500, 1900)).toBeCloseTo(pause + margin, 0);
    expect(levelDb(level, 5000, 6000)).toBeCloseTo(pause + margin, 0);
    // The short pause between the last two stays down; after the last words the music comes back up.
    expect(levelDb(level, 6050, 6450)).toBeCloseTo(pause + margin, 0);
    expect(levelDb(level, 8100, 9000)).toBeCloseTo(pause, 0);
    // Release: halfway up 250 ms after the words; attack: already down when the words start, halfway 50 ms before.
    expect(levelDb(level, 2240, 2260)).toBeCloseTo(pause + margin / 2, 0);
    expect(levelDb(level, 4940, 4960)).toBeCloseTo(pause + margin / 2, 0);
  });

  it('music ends with the speech when there is no fade-out', () => {
    expect(
      mixBackgroundMusic(speech, { pcm: music, volume: 50, fadeInMs: 0, fadeOutMs: 0 }, { speechLufs }).samples.length,
    ).toBe(speech.samples.length);
  });

  it('loops without clicks at the seams', () => {
    const looped = loopTo(sineWave(440, 0.5, rate, 0.5), rate * 3);
    expect(looped.length).toBe(rate * 3);
    let jump = 0;
    for (let i = 1; i < looped.length; i++) jump = Math.max(jump, Math.abs((looped[i] ?? 0) - (looped[i - 1] ?? 0)));
    // A 440 Hz sine at 0.5 moves at most ~0.086 per sample at 16 kHz; a hard seam would jump far more.
    expect(jump).toBeLessThan(0.12);
  });

  it('puts the same music under a stream, piece by piece, as under the whole speech', () => {
    const music = { pcm: sineWave(330, 0.7, 22050, 0.4), volume: 60, fadeInMs: 400 };
    const speech = sineWave(200, 3, rate, 0.2);
    const ducked = () => {
      const ducking = createDucking(rate);
      ducking.speech(5000, 20000);
      return { speechLufs, ducking };
    };
    const whole = mixBackgroundMusic(speech, { ...music, fadeOutMs: 0 }, ducked());
    // A stream's end is not known: no fade-out.
    const under = musicUnder({ ...music, fadeOutMs: 0 }, rate, null, ducked());
    const streamed = new Float32Array(speech.samples.length);
    for (const [from, to] of [
      [0, 1000],
      [1000, 20000],
      [20000, speech.samples.length],
    ] as const) {
      const piece = { samples: speech.samples.slice(from, to), sampleRate: rate };
      under(piece, from);
      streamed.set(piece.samples, from);
    }
    let largest = 0;
    for (let i = 0; i < streamed.length; i++)
      largest = Math.max(largest, Math.abs((streamed[i] ?? 0) - (whole.samples[i] ?? 0)));
    expect(largest).toBeLessThan(1e-6);
  });

  it('fades are zero at the edges', () => {
    const tone = sineWave(100, 1, rate, 0.5);
    applyFades(tone, 500, 500);
    expect(Math.abs(tone.samples[0] ?? 1)).toBe(0);
    expect(levelDb(tone, 0, 50)).toBeLessThan(levelDb(tone, 450, 550) - 10);
  });
});

describe('WAV', () => {
  it('round-trips 16-bit mono at its rate', () => {
    const tone = sineWave(440, 0.25, 22050, 0.4);
    const back = decodeWav(encodeWav(tone));
    expect(back.sampleRate).toBe(22050);
    expect(back.samples.length).toBe(tone.samples.length);
    let error = 0;
    for (let i = 0; i < tone.samples.length; i++)
      error = Math.max(error, Math.abs((back.samples[i] ?? 0) - (tone.samples[i] ?? 0)));
    expect(error).toBeLessThan(1e-4);
    expect(() => decodeWav(new TextEncoder().encode('ID3 not a wav'))).toThrow(/not a WAV/);
  });
});
