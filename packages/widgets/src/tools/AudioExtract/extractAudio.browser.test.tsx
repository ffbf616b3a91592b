import { describe, expect, test } from 'vitest';
import { ac3Mp4, measureWav, silentVideoMp4, toneMp4 } from '../../testing/tools/audioExtractFixtures';
import { AudioExtractError, extractAudio } from './extractAudio';

// Real Chromium: media made in the page with mediabunny, extracted with the product's engine (WebCodecs decode).
describe('extractAudio', () => {
  test('a video with a tone becomes a WAV of the same length that is not silent, with progress on the way', async () => {
    const video = await toneMp4({ seconds: 3, hz: 440, withVideo: true });
    const progress: number[] = [];
    let extracting = false;
    const wav = await extractAudio(video, {
      onProgress: (fraction) => progress.push(fraction),
      onExtracting: () => {
        extracting = true;
      },
    });
    expect(wav.type).toBe('audio/wav');
    const { duration, rms, sampleRate, maxStep } = await measureWav(wav);
    expect(sampleRate).toBe(48_000);
    expect(duration).toBeGreaterThan(2.9);
    expect(duration).toBeLessThan(3.1);
    // A sine of amplitude 0.5 has an RMS of 0.35; silence is 0.
    expect(rms).toBeGreaterThan(0.2);
    expect(maxStep).toBeLessThan(0.1);
    expect(extracting).toBe(true);
    // The bar moves while decoding: many intermediate values, rising, ending at 1.
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.some((value) => value > 0.2 && value < 0.8)).toBe(true);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(progress.at(-1)).toBeCloseTo(1, 2);
  });

  test('a long file is decoded in shares at once, joined without a seam', async () => {
    const video = await toneMp4({ seconds: 40, hz: 440 });
    const one = await measureWav(await extractAudio(video, { decoders: 1 }));
    const { duration, rms, maxStep } = await measureWav(await extractAudio(video, { decoders: 2 }));
    expect(duration).toBe(one.duration);
    expect(duration).toBeGreaterThan(39.9);
    expect(duration).toBeLessThan(40.1);
    expect(rms).toBeGreaterThan(0.3);
    // A 440 Hz sine of amplitude 0.5 at 48 kHz moves at most 0.029 between samples; a gap or seam jumps further.
    expect(maxStep).toBeLessThan(0.1);
  });

  test('a video without an audio track is refused with its reason', async () => {
    const error = await extractAudio(await silentVideoMp4()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AudioExtractError);
    expect((error as AudioExtractError).failure).toEqual({ kind: 'noAudio' });
  });

  test('a codec the browser cannot decode is named', async () => {
    const error = await extractAudio(await ac3Mp4()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AudioExtractError);
    expect((error as AudioExtractError).failure).toEqual({ kind: 'unsupported', codec: 'ac3' });
  });

  test('a file that is not a video is unreadable', async () => {
    const error = await extractAudio(new File(['not a video'], 'notes.mp4')).catch((caught: unknown) => caught);
    expect((error as AudioExtractError).failure.kind).toBe('unreadable');
  });

  test('cancel stops the extraction with an AbortError', async () => {
    const video = await toneMp4({ seconds: 20 });
    const controller = new AbortController();
    const error = await extractAudio(video, {
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction > 0.1) controller.abort();
      },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
