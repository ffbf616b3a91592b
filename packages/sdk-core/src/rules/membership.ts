/** What membership changes in synthesis (spec part 2 §5): members hear and download 48 kHz audio, others 16 kHz. */

export const MEMBER_SAMPLE_RATE = 48_000;
export const DEFAULT_SAMPLE_RATE = 16_000;

/** A task's sample rate: the member's rate for a member, else the default. */
export const taskSampleRate = (vipLevel: number): number => (vipLevel > 0 ? MEMBER_SAMPLE_RATE : DEFAULT_SAMPLE_RATE);

/** An audition's: a member may ask any rate the contract allows; anyone else hears the default. */
export const auditionSampleRate = (vipLevel: number, requested: number): number =>
  vipLevel > 0 ? requested : DEFAULT_SAMPLE_RATE;

/** Syntheses a day by member level: the spec's 80 (level 2) and 90 (level 3 and above); 30 and 10 for others are ours. */
export function dailySynthesisQuota(vipLevel: number): number {
  if (vipLevel >= 3) return 90;
  if (vipLevel === 2) return 80;
  if (vipLevel === 1) return 30;
  return 10;
}

/** The most syntheses a day any member gets (what the membership offer promises). */
export const MAX_DAILY_SYNTHESES = dailySynthesisQuota(Number.POSITIVE_INFINITY);
