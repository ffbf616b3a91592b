import type { GptMemberInfo } from '../contract/gpt';
import type { AsrMemberInfo } from '../contract/tools';

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

/** Where a separately sold member plan (the assistant's, speech-to-text's) stands: none, active, or expired. */
export type MemberPlanState = 'none' | 'active' | 'expired';

/** The assistant's member plan: none without one or before it loads, active until endTime, expired after. */
export function assistantMemberPlanState(info: GptMemberInfo | null): MemberPlanState {
  if (!info?.member) return 'none';
  return info.expired ? 'expired' : 'active';
}

/** Speech-to-text's (spec part 2 §4): vipLevel above 0 active, else expired once one ran out, else none. */
export function asrMemberPlanState(info: AsrMemberInfo | null): MemberPlanState {
  if (!info) return 'none';
  if (info.vipLevel > 0) return 'active';
  return info.expired || info.endTime > 0 ? 'expired' : 'none';
}

/** The month's speech-to-text minutes, when the server tells them (not in the spec); never a negative rest. */
export function asrMemberPlanMinutes(info: AsrMemberInfo | null): { used: number; left: number; total: number } | null {
  if (info?.monthMinutesAllowed === undefined) return null;
  const used = info.monthMinutesUsed ?? 0;
  const total = info.monthMinutesAllowed;
  return { used, left: Math.max(0, total - used), total };
}
