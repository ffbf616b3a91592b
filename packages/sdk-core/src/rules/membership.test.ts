import { describe, expect, it } from 'vitest';
import { auditionSampleRate, taskSampleRate } from './membership';

describe('sample rate by membership', () => {
  it('gives a member 48 kHz tasks and everyone else 16 kHz', () => {
    expect(taskSampleRate(0)).toBe(16_000);
    expect(taskSampleRate(1)).toBe(48_000);
    expect(taskSampleRate(3)).toBe(48_000);
  });

  it('lets a member choose an audition rate and holds everyone else to 16 kHz', () => {
    expect(auditionSampleRate(2, 24_000)).toBe(24_000);
    expect(auditionSampleRate(0, 48_000)).toBe(16_000);
  });
});
