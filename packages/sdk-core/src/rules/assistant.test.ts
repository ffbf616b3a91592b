import { describe, expect, it } from 'vitest';
import { ASSISTANT_FREE_MONTHLY_TOKENS, ASSISTANT_MEMBER_MONTHLY_TOKENS } from '../constants';
import { assistantMonth, assistantMonthlyTokens, assistantQuotaMessage } from './assistant';

describe('the writing assistant’s monthly tokens', () => {
  it('gives members the spec’s 1 million and others the free allowance', () => {
    expect(assistantMonthlyTokens(true)).toBe(ASSISTANT_MEMBER_MONTHLY_TOKENS);
    expect(ASSISTANT_MEMBER_MONTHLY_TOKENS).toBe(1_000_000);
    expect(assistantMonthlyTokens(false)).toBe(ASSISTANT_FREE_MONTHLY_TOKENS);
  });

  it('tells a non-member what the plan gives, and a member when it comes back', () => {
    expect(assistantQuotaMessage(false)).toBe('本月写作额度已用完，开通会员可获得每月100万额度');
    expect(assistantQuotaMessage(true)).toBe('本月写作额度已用完，下月1日恢复');
  });

  it('counts by the calendar month in China', () => {
    expect(assistantMonth(Date.UTC(2026, 0, 31, 15, 59))).toBe('2026-01');
    expect(assistantMonth(Date.UTC(2026, 0, 31, 16, 0))).toBe('2026-02');
  });
});
