import { describe, expect, it } from 'vitest';
import { resolveVoice } from './voices';

const anchor = { voice: 'cmn', variant: 'f3', pitch: 60, rate: 175 };
const cheerful = { style: 'cheerful', pitchDelta: 12, ratePercent: 18 };

describe('voice resolution', () => {
  it('an anchor alone speaks with its own voice, variant, pitch and speed', () => {
    expect(resolveVoice({ anchor: { ...anchor, rate: 140 } })).toEqual({
      voice: 'cmn',
      variant: 'f3',
      pitch: 60,
      rate: 0.8,
      volume: 100,
    });
  });

  it('a template moves pitch and speed in proportion to its intensity', () => {
    const at = (intensity: number) => resolveVoice({ anchor, template: cheerful, intensity });
    expect(at(1)).toMatchObject({ pitch: 72, style: 'cheerful', styleDegree: 1 });
    expect(at(1).rate).toBeCloseTo(1.18, 6);
    expect(at(2)).toMatchObject({ pitch: 84, styleDegree: 2 });
    expect(at(2).rate).toBeCloseTo(1.36, 6);
    expect(at(0.01).pitch).toBeCloseTo(60.12, 5);
    expect(at(5).styleDegree).toBe(2);
  });

  it('a role brings its variant and pitch; the neutral template adds no style', () => {
    expect(
      resolveVoice({
        anchor,
        template: { style: 'general', pitchDelta: 0, ratePercent: 0 },
        role: { value: 'Boy', variant: 'm3', pitchDelta: 22 },
      }),
    ).toEqual({ voice: 'cmn', variant: 'm3', pitch: 82, rate: 1, volume: 100, role: 'Boy' });
  });

  it('the sliders apply on top and stay in range', () => {
    expect(resolveVoice({ anchor, pitch: -500, speed: 2, volume: 70 })).toMatchObject({
      pitch: 10,
      rate: 2,
      volume: 70,
    });
    const extreme = resolveVoice({ anchor, pitch: 500, template: cheerful, intensity: 2, speed: 9 });
    expect(extreme.pitch).toBe(100);
    expect(extreme.rate).toBeCloseTo(2.72, 6);
  });
});
