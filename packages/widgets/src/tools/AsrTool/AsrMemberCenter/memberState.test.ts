import { describe, expect, it } from 'vitest';
import { asrMemberMinutes, asrMemberState } from './memberState';

const info = { vipLevel: 0, startTime: 0, endTime: 0, expired: false };

describe('asrMemberState', () => {
  it('is active while vipLevel is above 0, expired once a plan ran out, else none', () => {
    expect(asrMemberState({ ...info, vipLevel: 1, endTime: 1_800_000_000_000 })).toBe('active');
    expect(asrMemberState({ ...info, endTime: 1_700_000_000_000, expired: true })).toBe('expired');
    expect(asrMemberState(info)).toBe('none');
    expect(asrMemberState(null)).toBe('none');
  });
});

describe('asrMemberMinutes', () => {
  it('gives used, left and total when the server tells them, never a negative rest', () => {
    expect(asrMemberMinutes({ ...info, monthMinutesUsed: 12.5, monthMinutesAllowed: 30 })).toEqual({
      used: 12.5,
      left: 17.5,
      total: 30,
    });
    expect(asrMemberMinutes({ ...info, monthMinutesUsed: 40, monthMinutesAllowed: 30 })?.left).toBe(0);
    expect(asrMemberMinutes(info)).toBeNull();
  });
});
