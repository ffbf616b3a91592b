import { describe, expect, it } from 'vitest';
import {
  AUDIO_EXTRACT_IDLE,
  type AudioExtractState,
  audioExtractReducer,
  decodeFraction,
  decoderCount,
  isBusy,
  toPercent,
  wavFileName,
} from './audioExtractRules';

describe('wavFileName', () => {
  it('takes the video name and swaps the extension', () => {
    expect(wavFileName('旅行 vlog.mp4')).toBe('旅行 vlog.wav');
    expect(wavFileName('clip.final.MOV')).toBe('clip.final.wav');
    expect(wavFileName('voice.m4a')).toBe('voice.wav');
  });

  it('keeps a name without extension and drops any folder', () => {
    expect(wavFileName('recording')).toBe('recording.wav');
    expect(wavFileName('C:\\videos\\day 1.mp4')).toBe('day 1.wav');
  });

  it('replaces characters file systems refuse and never gives an empty or hidden name', () => {
    expect(wavFileName('a:b*c?.mp4')).toBe('a_b_c_.wav');
    expect(wavFileName('.mp4')).toBe('audio.wav');
    expect(wavFileName('')).toBe('audio.wav');
    expect(wavFileName('..hidden.mp4')).toBe('hidden.wav');
  });
});

describe('decodeFraction', () => {
  it('is the decoded end over the span from the first timestamp', () => {
    expect(decodeFraction(5, 0, 10)).toBe(0.5);
    expect(decodeFraction(3, 1, 5)).toBe(0.5);
  });

  it('clamps to 0…1 and never goes back', () => {
    expect(decodeFraction(12, 0, 10)).toBe(1);
    expect(decodeFraction(-1, 0, 10)).toBe(0);
    expect(decodeFraction(2, 0, 10, 0.4)).toBe(0.4);
  });

  it('keeps the previous value when the span is unknown or empty', () => {
    expect(decodeFraction(5, 0, 0, 0.3)).toBe(0.3);
    expect(decodeFraction(5, 0, Number.NaN)).toBe(0);
    expect(decodeFraction(Number.POSITIVE_INFINITY, 0, 10, 0.2)).toBe(0.2);
  });
});

describe('decoderCount', () => {
  it('is one for short files, else one per core up to four', () => {
    expect(decoderCount(300, 600, 8)).toBe(1);
    expect(decoderCount(5000, 20, 8)).toBe(1);
    expect(decoderCount(25_841, 600, 2)).toBe(2);
    expect(decoderCount(25_841, 600, 16)).toBe(4);
    expect(decoderCount(25_841, 600, undefined)).toBe(2);
    expect(decoderCount(500, 40, 8)).toBe(2);
  });
});

describe('toPercent', () => {
  it('floors, so 100 shows only at the end', () => {
    expect(toPercent(0.999)).toBe(99);
    expect(toPercent(1)).toBe(100);
    expect(toPercent(0.424)).toBe(42);
    expect(toPercent(Number.NaN)).toBe(0);
    expect(toPercent(2)).toBe(100);
  });
});

describe('audioExtractReducer', () => {
  const reading = audioExtractReducer(AUDIO_EXTRACT_IDLE, { type: 'start', fileName: '会议.mp4' });

  it('goes 0 idle → 1 reading with a percent → 2 extracting → done', () => {
    expect(reading).toMatchObject({ step: 1, status: 'reading', percent: 0, outputName: '会议.wav' });
    const moved = audioExtractReducer(reading, { type: 'progress', fraction: 0.37 });
    expect(moved).toMatchObject({ step: 1, percent: 37 });
    const extracting = audioExtractReducer(moved, { type: 'extracting' });
    expect(extracting).toMatchObject({ step: 2, status: 'extracting', percent: 100 });
    expect(isBusy(extracting)).toBe(true);
    const done = audioExtractReducer(extracting, { type: 'done' });
    expect(done).toMatchObject({ step: 0, status: 'done', outputName: '会议.wav' });
    expect(isBusy(done)).toBe(false);
  });

  it('keeps the same state for a progress that does not move the whole percent, and never goes back', () => {
    const at40 = audioExtractReducer(reading, { type: 'progress', fraction: 0.4 });
    expect(audioExtractReducer(at40, { type: 'progress', fraction: 0.405 })).toBe(at40);
    expect(audioExtractReducer(at40, { type: 'progress', fraction: 0.1 })).toBe(at40);
  });

  it('records the failure with the file, and ignores events that do not fit', () => {
    const failed = audioExtractReducer(reading, { type: 'fail', failure: { kind: 'noAudio' } });
    expect(failed).toMatchObject({ status: 'failed', step: 0, fileName: '会议.mp4', failure: { kind: 'noAudio' } });
    expect(audioExtractReducer(failed, { type: 'progress', fraction: 0.9 })).toBe(failed);
    expect(audioExtractReducer(AUDIO_EXTRACT_IDLE, { type: 'done' })).toBe(AUDIO_EXTRACT_IDLE);
    expect(audioExtractReducer(AUDIO_EXTRACT_IDLE, { type: 'fail', failure: { kind: 'noAudio' } })).toBe(
      AUDIO_EXTRACT_IDLE,
    );
  });

  it('starts over on a new file or a reset', () => {
    const failed: AudioExtractState = audioExtractReducer(reading, {
      type: 'fail',
      failure: { kind: 'unsupported', codec: 'ac3' },
    });
    expect(audioExtractReducer(failed, { type: 'start', fileName: 'b.mov' })).toMatchObject({
      status: 'reading',
      failure: null,
      outputName: 'b.wav',
    });
    expect(audioExtractReducer(failed, { type: 'reset' })).toBe(AUDIO_EXTRACT_IDLE);
  });
});
