import type { Prosody } from '../markup/model';

/**
 * Prosody in one place (spec part 2 §9): the sliders' ranges, and the neutral unit every speech engine receives.
 *
 * Slider units (what users move and what the wire carries): the ranges below. The multi-voice picker's pitch slider is
 * the spec's narrower reading, in the same unit.
 *
 * Neutral unit (what an engine adapter receives and converts once into its own): `pitchPercent`, the change of the
 * voice's own pitch in percent (0 = the voice as it is; the slider's 50 is +5%); `rate`, a multiple of the voice's
 * normal speed (1 = as it is); `volume`, 0…100 percent of full loudness.
 */
export interface Range {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export const PITCH_RANGE: Range = { min: -500, max: 500, step: 5 };
export const MULTI_VOICE_PITCH_RANGE: Range = { min: -100, max: 100, step: 1 };
export const SPEED_RANGE: Range = { min: 0.5, max: 2, step: 0.01 };
export const VOLUME_RANGE: Range = { min: 0, max: 100, step: 1 };

export const PROSODY_RANGES = { pitch: PITCH_RANGE, speed: SPEED_RANGE, volume: VOLUME_RANGE } as const;

/** What a value outside a slider's range is refused with (the custom anchor form): 音调范围为-500到500. */
export const PROSODY_RANGE_MESSAGES = {
  pitch: `音调范围为${PITCH_RANGE.min}到${PITCH_RANGE.max}`,
  speed: `语速范围为${SPEED_RANGE.min}到${SPEED_RANGE.max}`,
  volume: `音量范围为${VOLUME_RANGE.min}到${VOLUME_RANGE.max}`,
} as const;

/** The sliders at rest; what "reset to default" puts them back to. */
export const DEFAULT_PROSODY: Readonly<Prosody> = Object.freeze({ pitch: 0, speed: 1, volume: 100 });

/** A value held inside a range; a non-number falls to the range's low end. */
export function clampToRange(value: number, { min, max }: Pick<Range, 'min' | 'max'>): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

/** Pitch slider steps per percent of the voice's own pitch. */
const PITCH_SLIDER_PER_PERCENT = 10;

/** The pitch slider as a change of the voice's own pitch in percent: 50 → +5, −500 → −50. */
export const pitchPercentFromSlider = (pitch: number): number =>
  clampToRange(pitch, PITCH_RANGE) / PITCH_SLIDER_PER_PERCENT;

/** A change of the voice's own pitch in percent as the pitch slider's step (rounded, not held to a range): +5 → 50. */
export const pitchSliderFromPercent = (percent: number): number => Math.round(percent * PITCH_SLIDER_PER_PERCENT);

/** Prosody as engines receive it: see the module's comment for the units. */
export interface NeutralProsody {
  pitchPercent: number;
  rate: number;
  volume: number;
}

export const NEUTRAL_PROSODY: Readonly<NeutralProsody> = Object.freeze({ pitchPercent: 0, rate: 1, volume: 100 });

/** Slider values → the neutral unit, each held to its range. */
export function neutralProsody(prosody: Partial<Prosody>): NeutralProsody {
  return {
    pitchPercent: pitchPercentFromSlider(prosody.pitch ?? DEFAULT_PROSODY.pitch),
    rate: clampToRange(prosody.speed ?? DEFAULT_PROSODY.speed, SPEED_RANGE),
    volume: clampToRange(prosody.volume ?? DEFAULT_PROSODY.volume, VOLUME_RANGE),
  };
}

/** A local adjustment applied over a voice's prosody: pitch changes add, speeds and volumes multiply. */
export function combineProsody(outer: NeutralProsody, inner: NeutralProsody): NeutralProsody {
  return {
    pitchPercent: outer.pitchPercent + inner.pitchPercent,
    rate: outer.rate * inner.rate,
    volume: (outer.volume * inner.volume) / 100,
  };
}
