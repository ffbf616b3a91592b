import { describe, expect, it } from 'vitest';
import { clampToRange, combineProsody, neutralProsody, PITCH_RANGE, pitchPercentFromSlider } from './prosody';

describe('prosody units', () => {
  it('reads the pitch slider as a percent change of the voice’s own pitch', () => {
    expect(pitchPercentFromSlider(50)).toBe(5);
    expect(pitchPercentFromSlider(-500)).toBe(-50);
    expect(pitchPercentFromSlider(0)).toBe(0);
  });

  it('holds every slider to its range', () => {
    expect(neutralProsody({ pitch: 9000, speed: 5, volume: -3 })).toEqual({ pitchPercent: 50, rate: 2, volume: 0 });
    expect(neutralProsody({})).toEqual({ pitchPercent: 0, rate: 1, volume: 100 });
    expect(clampToRange(Number.NaN, PITCH_RANGE)).toBe(-500);
  });

  it('adds pitch changes and multiplies speed and volume when a local adjustment sits inside a voice', () => {
    const voice = neutralProsody({ pitch: 100, speed: 1.5, volume: 80 });
    const local = neutralProsody({ pitch: -50, speed: 2, volume: 50 });
    expect(combineProsody(voice, local)).toEqual({ pitchPercent: 5, rate: 3, volume: 40 });
  });
});
