import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3, mp3Info } from './mp3';
import { levelDb, type Pcm } from './pcm';

function tone(seconds: number, rate: number): Pcm {
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * 330 * i) / rate);
  return { samples, sampleRate: rate };
}

describe('MP3 encoding', () => {
  const decoder = new MPEGDecoder({ enableGapless: true });
  beforeAll(() => decoder.ready);
  afterAll(() => decoder.free());

  it.each([
    [16000, 2.345],
    [48000, 1.5],
    [16000, 0.05],
  ])('%i Hz: a player decodes exactly the samples encoded (%f s)', async (rate, seconds) => {
    const pcm = tone(seconds, rate);
    const mp3 = await encodeMp3(pcm);
    const info = mp3Info(mp3);
    expect(info.sampleRate).toBe(rate);
    expect(info.channels).toBe(1);
    expect(info.samples).toBe(pcm.samples.length);
    await decoder.reset();
    const decoded = decoder.decode(mp3);
    expect(decoded.errors).toEqual([]);
    expect(decoded.sampleRate).toBe(rate);
    expect(decoded.samplesDecoded).toBe(pcm.samples.length);
    const channel = decoded.channelData[0] ?? new Float32Array(0);
    const heard: Pcm = { samples: channel, sampleRate: rate };
    expect(levelDb(heard, 0, seconds * 1000)).toBeCloseTo(levelDb(pcm, 0, seconds * 1000), 0);
  });

  it('uses a speech bitrate at 16 kHz and a music bitrate at 48 kHz', async () => {
    expect(mp3Info(await encodeMp3(tone(0.5, 16000))).bitrateKbps).toBe(48);
    expect(mp3Info(await encodeMp3(tone(0.5, 48000))).bitrateKbps).toBe(128);
  });

  it('refuses a rate MP3 cannot carry and reports a broken stream', async () => {
    await expect(encodeMp3(tone(0.1, 22000))).rejects.toThrow(/22000 Hz/);
    const mp3 = await encodeMp3(tone(1, 16000));
    expect(() => mp3Info(mp3.subarray(0, mp3.length - 100))).toThrow(/broken/);
    expect(() => mp3Info(new Uint8Array([1, 2, 3, 4]))).toThrow(/not an MP3/);
  });
});
