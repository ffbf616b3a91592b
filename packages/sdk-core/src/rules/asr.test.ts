import { describe, expect, it } from 'vitest';
import { ASR_FREE_MONTHLY_MINUTES, ASR_MEMBER_MONTHLY_MINUTES } from '../constants';
import {
  ASR_TASK_STATUS,
  asrMinutesText,
  asrMonth,
  asrMonthlyMinutes,
  asrQuotaRefusal,
  asrResultUnavailable,
  asrTaskFinished,
  asrTaskStatusText,
} from './asr';

describe('speech-to-text task statuses', () => {
  it('reads 0 as success and 2 as failed, the rest as processing', () => {
    expect(asrTaskFinished(ASR_TASK_STATUS.success)).toBe(true);
    expect(asrTaskFinished(ASR_TASK_STATUS.failed)).toBe(true);
    expect(asrTaskFinished(ASR_TASK_STATUS.queued)).toBe(false);
    expect(asrTaskFinished(ASR_TASK_STATUS.recognising)).toBe(false);
    expect([ASR_TASK_STATUS.success, ASR_TASK_STATUS.failed]).toEqual([0, 2]);
  });

  it('words each status, with the progress while recognising and the reason of a failure', () => {
    expect(asrTaskStatusText(ASR_TASK_STATUS.queued, 0)).toBe('排队中');
    expect(asrTaskStatusText(ASR_TASK_STATUS.recognising, 45.4)).toBe('识别中 45%');
    expect(asrTaskStatusText(ASR_TASK_STATUS.success, 100)).toBe('识别完成');
    expect(asrTaskStatusText(ASR_TASK_STATUS.failed, 0, '音频时长不超过20分钟')).toBe('识别失败：音频时长不超过20分钟');
    expect(asrTaskStatusText(ASR_TASK_STATUS.failed, 0)).toBe('识别失败');
    expect(asrResultUnavailable('识别中 45%')).toBe('任务未完成（识别中 45%）');
  });
});

describe('speech-to-text minutes', () => {
  it('gives members about 500 minutes a month and others the free allowance', () => {
    expect(asrMonthlyMinutes(true)).toBe(ASR_MEMBER_MONTHLY_MINUTES);
    expect(ASR_MEMBER_MONTHLY_MINUTES).toBe(500);
    expect(asrMonthlyMinutes(false)).toBe(ASR_FREE_MONTHLY_MINUTES);
  });

  it('counts by the calendar month in China', () => {
    expect(asrMonth(Date.UTC(2026, 10, 30, 15, 59))).toBe('2026-11');
    expect(asrMonth(Date.UTC(2026, 10, 30, 16, 0))).toBe('2026-12');
  });

  it('shows minutes to a tenth, used rounded up and left rounded down', () => {
    expect(asrMinutesText(1.1)).toBe('1.1');
    expect(asrMinutesText(12.01)).toBe('12.1');
    expect(asrMinutesText(12.09, 'down')).toBe('12');
    expect(asrMinutesText(30)).toBe('30');
  });

  it('takes a file that fits in what is left of the month', () => {
    const quota = { member: false, monthMinutesUsed: 20, monthMinutesAllowed: 30 };
    expect(asrQuotaRefusal({ ...quota, durationSeconds: 600 })).toBeNull();
    expect(asrQuotaRefusal({ ...quota, monthMinutesUsed: 0, durationSeconds: 0 })).toBeNull();
  });

  it('refuses a file longer than what is left, offering the plan to a non-member', () => {
    const quota = { member: false, monthMinutesUsed: 25.5, monthMinutesAllowed: 30 };
    expect(asrQuotaRefusal({ ...quota, durationSeconds: 301 })).toBe(
      '本月剩余转写时长不足（剩余 4.5 分钟，本次需 5.1 分钟），开通会员可获得每月500分钟',
    );
    expect(asrQuotaRefusal({ ...quota, monthMinutesUsed: 30.2, durationSeconds: 1 })).toBe(
      '本月转写时长已用完（已用 30.2 / 共 30 分钟），开通会员可获得每月500分钟',
    );
  });

  it('tells a member whose minutes are spent when they come back', () => {
    expect(
      asrQuotaRefusal({ member: true, monthMinutesUsed: 500, monthMinutesAllowed: 500, durationSeconds: 60 }),
    ).toBe('本月转写时长已用完（已用 500 / 共 500 分钟），下月1日恢复');
  });
});
