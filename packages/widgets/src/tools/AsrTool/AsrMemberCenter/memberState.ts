import type { AsrMemberInfo } from '@dubkit/sdk-core';

/** Where the speech-to-text plan stands (spec part 2 §4): vipLevel above 0 active, else expired (it ran once) or none. */
export type AsrMemberState = 'none' | 'active' | 'expired';

export function asrMemberState(info: AsrMemberInfo | null): AsrMemberState {
  if (!info) return 'none';
  if (info.vipLevel > 0) return 'active';
  return info.expired || info.endTime > 0 ? 'expired' : 'none';
}

/** The month's minutes, when the server tells them (not in the spec). */
export function asrMemberMinutes(info: AsrMemberInfo | null): { used: number; left: number; total: number } | null {
  if (info?.monthMinutesAllowed === undefined) return null;
  const used = info.monthMinutesUsed ?? 0;
  const total = info.monthMinutesAllowed;
  return { used, left: Math.max(0, total - used), total };
}
