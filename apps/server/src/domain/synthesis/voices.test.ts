import { neutralProsody } from '@dubkit/sdk-core/studio';
import { describe, expect, it } from 'vitest';
import { espeakPitch, espeakRate } from '../../engines/speech/espeak/espeak-engine';
import { resolveVoice } from './voices';

const anchor = { voice: 'cmn', variant: 'f3', pitch: 60, rate: 175 };
const cheerful = { style: 'cheerful', pitchDelta: 12, ratePercent: 18 };

describe('voice resolution', () => {
  it('an anchor alone speaks with its own voice, variant, pitch and speed', () => {
    expect(resolveVoice({ anchor: { ...anchor, rate: 140 } })).toEqual({
      voice: 'cmn',
      variant: 'f3',
      pitchPercent: 0,
      espeakPitch: 60,
      espeakRate: 0.8,
      rate: 1,
      volume: 100,
    });
  });

  it('a template moves pitch and speed in proportion to its intensity', () => {
    const at = (intensity: number) => resolveVoice({ anchor, template: cheerful, intensity });
    expect(at(1)).toMatchObject({ espeakPitch: 72, pitchPercent: 0, style: 'cheerful', styleDegree: 1 });
    expect(at(1).espeakRate).toBeCloseTo(1.18, 6);
    expect(at(2)).toMatchObject({ espeakPitch: 84, styleDegree: 2 });
    expect(at(2).espeakRate).toBeCloseTo(1.36, 6);
    expect(at(0.01).espeakPitch).toBeCloseTo(60.12, 5);
    expect(at(5).styleDegree).toBe(2);
  });

  it('a role brings its variant and pitch; the neutral template adds no style', () => {
    expect(
      resolveVoice({
        anchor,
        template: { style: 'general', pitchDelta: 0, ratePercent: 0 },
        role: { value: 'Boy', variant: 'm3', pitchDelta: 22 },
      }),
    ).toEqual({
      voice: 'cmn',
      variant: 'm3',
      pitchPercent: 0,
      espeakPitch: 82,
      espeakRate: 1,
      rate: 1,
      volume: 100,
      role: 'Boy',
    });
  });

  it('the sliders apply on top in the neutral unit, and espeak stays in its range', () => {
    const low = resolveVoice({ anchor, prosody: neutralProsody({ pitch: -500, speed: 2, volume: 70 }) });
    expect(low).toMatchObject({ pitchPercent: -50, espeakPitch: 60, rate: 2, volume: 70 });
    expect(espeakPitch(low)).toBe(10);
    const extreme = resolveVoice({
      anchor,
      prosody: neutralProsody({ pitch: 500, speed: 9 }),
      template: cheerful,
      intensity: 2,
    });
    expect(espeakPitch(extreme)).toBe(99);
    expect(extreme.rate).toBe(2);
    expect(espeakRate(extreme)).toBeCloseTo(2.72, 6);
    expect(espeakRate({ ...extreme, rate: 9 })).toBe(3);
  });
});
