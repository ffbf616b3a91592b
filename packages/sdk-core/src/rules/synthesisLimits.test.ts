import { describe, expect, it } from 'vitest';
import {
  AUDITION_DURATION_NEEDED_MS,
  AUDITION_MAX_DURATION_MS,
  BREAK_MAX_MS,
  speechDurationMs,
  synthesisLimitMessage,
  TASK_MAX_DURATION_MS,
} from './synthesisLimits';

describe('synthesis limits', () => {
  it('lets an audition be as long as its longest text can need', () => {
    expect(AUDITION_MAX_DURATION_MS).toBeGreaterThanOrEqual(AUDITION_DURATION_NEEDED_MS);
  });

  it('estimates speech from its characters and rate, never slower than the slowest voice', () => {
    expect(speechDurationMs('你好，世界。')).toBe(6 * 270);
    expect(speechDurationMs(' hang2 ', 2)).toBe(5 * 135);
    expect(speechDurationMs('你好', 0.25)).toBe(speechDurationMs('你好', 0.45));
  });

  it('refuses a pause over its limit first, then a whole over the kind’s limit', () => {
    const ok = { longestBreakMs: BREAK_MAX_MS, durationMs: TASK_MAX_DURATION_MS };
    expect(synthesisLimitMessage(ok, 'task')).toBeNull();
    expect(synthesisLimitMessage({ ...ok, longestBreakMs: BREAK_MAX_MS + 1 }, 'task')).toBe('停顿时长不能超过60秒');
    expect(synthesisLimitMessage({ ...ok, longestBreakMs: Number.NaN }, 'task')).toBe('停顿时长不能超过60秒');
    expect(synthesisLimitMessage({ ...ok, durationMs: TASK_MAX_DURATION_MS + 1 }, 'task')).toBe(
      '音频总时长不能超过2小时',
    );
    expect(synthesisLimitMessage(ok, 'audition')).toBe('试听音频总时长不能超过30分钟');
  });
});
