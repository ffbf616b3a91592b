import { describe, expect, it } from 'vitest';
import {
  asrMemberPlanMinutes,
  asrMemberPlanState,
  assistantMemberPlanState,
  auditionSampleRate,
  taskSampleRate,
} from './membership';

describe('sample rate by membership', () => {
  it('gives a member 48 kHz tasks and everyone else 16 kHz', () => {
    expect(taskSampleRate(0)).toBe(16_000);
    expect(taskSampleRate(1)).toBe(48_000);
    expect(taskSampleRate(3)).toBe(48_000);
  });

  it('lets a member choose an audition rate and holds everyone else to 16 kHz', () => {
    expect(auditionSampleRate(2, 24_000)).toBe(24_000);
    expect(auditionSampleRate(0, 48_000)).toBe(16_000);
  });
});

describe('member plan state', () => {
  it('is none for the assistant without a plan or before it loads, active while valid, expired after its end', () => {
    expect(assistantMemberPlanState(null)).toBe('none');
    expect(assistantMemberPlanState({ member: false, startTime: 0, endTime: 0, expired: false })).toBe('none');
    expect(assistantMemberPlanState({ member: true, startTime: 1, endTime: 2, expired: false })).toBe('active');
    expect(assistantMemberPlanState({ member: true, startTime: 1, endTime: 2, expired: true })).toBe('expired');
  });

  const asr = { vipLevel: 0, startTime: 0, endTime: 0, expired: false };

  it('is active for speech-to-text while vipLevel is above 0, expired once a plan ran out, else none', () => {
    expect(asrMemberPlanState({ ...asr, vipLevel: 1, endTime: 1_800_000_000_000 })).toBe('active');
    expect(asrMemberPlanState({ ...asr, endTime: 1_700_000_000_000, expired: true })).toBe('expired');
    expect(asrMemberPlanState(asr)).toBe('none');
    expect(asrMemberPlanState(null)).toBe('none');
  });

  it('gives the speech-to-text minutes used, left and total when the server tells them, never a negative rest', () => {
    expect(asrMemberPlanMinutes({ ...asr, monthMinutesUsed: 12.5, monthMinutesAllowed: 30 })).toEqual({
      used: 12.5,
      left: 17.5,
      total: 30,
    });
    expect(asrMemberPlanMinutes({ ...asr, monthMinutesUsed: 40, monthMinutesAllowed: 30 })?.left).toBe(0);
    expect(asrMemberPlanMinutes(asr)).toBeNull();
  });
});
