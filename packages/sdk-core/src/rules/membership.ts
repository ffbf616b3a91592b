/** What membership changes in synthesis (spec part 2 §5): members hear and download 48 kHz audio, others 16 kHz. */

export const MEMBER_SAMPLE_RATE = 48_000;
export const DEFAULT_SAMPLE_RATE = 16_000;

/** A task's sample rate: the member's rate for a member, else the default. */
export const taskSampleRate = (vipLevel: number): number => (vipLevel > 0 ? MEMBER_SAMPLE_RATE : DEFAULT_SAMPLE_RATE);

/** An audition's: a member may ask any rate the contract allows; anyone else hears the default. */
export const auditionSampleRate = (vipLevel: number, requested: number): number =>
  vipLevel > 0 ? requested : DEFAULT_SAMPLE_RATE;
