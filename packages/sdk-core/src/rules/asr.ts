import { ASR_FREE_MONTHLY_MINUTES, ASR_MEMBER_MONTHLY_MINUTES } from '../constants';
import { assistantMonth } from './assistant';

/**
 * A speech-to-text task's `taskStatus` (spec part 2 §4): 0 success (green), 2 failed (red), anything else still
 * processing — 1 queued and 3 recognising are ours. A result can be viewed only at 0.
 */
export const ASR_TASK_STATUS = { success: 0, queued: 1, failed: 2, recognising: 3 } as const;

export const asrTaskFinished = (status: number): boolean =>
  status === ASR_TASK_STATUS.success || status === ASR_TASK_STATUS.failed;

/** The status text a task shows: 排队中, 识别中 45%, 识别完成, or 识别失败：<reason>. */
export function asrTaskStatusText(status: number, progress: number, error?: string | null): string {
  switch (status) {
    case ASR_TASK_STATUS.success:
      return '识别完成';
    case ASR_TASK_STATUS.failed:
      return error ? `识别失败：${error}` : '识别失败';
    case ASR_TASK_STATUS.recognising:
      return `识别中 ${Math.round(progress)}%`;
    default:
      return '排队中';
  }
}

/** The warning for a result asked for before it exists, e.g. 任务未完成（识别中 45%）. */
export const asrResultUnavailable = (statusText: string): string => `任务未完成（${statusText}）`;

/** The speech-to-text minutes a month: a member's plan, or the free allowance. */
export const asrMonthlyMinutes = (member: boolean): number =>
  member ? ASR_MEMBER_MONTHLY_MINUTES : ASR_FREE_MONTHLY_MINUTES;

/** The calendar month in China (UTC+8), yyyy-mm, which the minutes are counted by. */
export const asrMonth = (nowMs: number): string => assistantMonth(nowMs);

/** Minutes as the user reads them, to a tenth: what is used or needed rounded up, what is left rounded down. */
export function asrMinutesText(minutes: number, round: 'up' | 'down' = 'up'): string {
  // Rounded to 1e-5 first so that 1.1 × 10 (11.000000000000002) stays 11.
  const tenths = Math.round(minutes * 1e6) / 1e5;
  return String((round === 'up' ? Math.ceil(tenths) : Math.floor(tenths)) / 10);
}

/** What is left of the month's minutes (never below 0). */
export const asrMinutesLeft = (used: number, allowed: number): number => Math.max(0, allowed - used);

/**
 * Why a new file of `durationSeconds` cannot be transcribed this month, or null when it fits in what is left. Code
 * 402 on the server, so the widget offers the plan; the widget checks the same before uploading.
 */
export function asrQuotaRefusal(quota: {
  member: boolean;
  monthMinutesUsed: number;
  monthMinutesAllowed: number;
  durationSeconds: number;
}): string | null {
  const { member, monthMinutesUsed: used, monthMinutesAllowed: allowed } = quota;
  const needed = quota.durationSeconds / 60;
  const left = asrMinutesLeft(used, allowed);
  if (needed <= left && left > 0) return null;
  const memberPlanHint = member ? '，下月1日恢复' : `，开通会员可获得每月${ASR_MEMBER_MONTHLY_MINUTES}分钟`;
  if (left <= 0) return `本月转写时长已用完（已用 ${asrMinutesText(used)} / 共 ${allowed} 分钟）${memberPlanHint}`;
  return `本月剩余转写时长不足（剩余 ${asrMinutesText(left, 'down')} 分钟，本次需 ${asrMinutesText(needed)} 分钟）${memberPlanHint}`;
}
