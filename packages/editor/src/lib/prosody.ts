import type { Prosody } from '@dubkit/sdk-core';

/** The local-pitch sliders (spec part 2 §9): pitch −500…500 step 5, speed 0.5…2 step 0.01, volume 0…100. */
export const PROSODY_RANGES = {
  pitch: { min: -500, max: 500, step: 5 },
  speed: { min: 0.5, max: 2, step: 0.01 },
  volume: { min: 0, max: 100, step: 1 },
} as const;

/** What "reset to default" puts the sliders back to. */
export const DEFAULT_PROSODY: Readonly<Prosody> = Object.freeze({ pitch: 0, speed: 1, volume: 100 });
