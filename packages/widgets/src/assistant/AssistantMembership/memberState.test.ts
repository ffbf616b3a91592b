import { describe, expect, it } from 'vitest';
import { assistantMemberState } from './memberState';

describe('assistantMemberState', () => {
  it('is none without a plan or before it loads, active while valid, expired after its end', () => {
    expect(assistantMemberState(null)).toBe('none');
    expect(assistantMemberState({ member: false, startTime: 0, endTime: 0, expired: false })).toBe('none');
    expect(assistantMemberState({ member: true, startTime: 1, endTime: 2, expired: false })).toBe('active');
    expect(assistantMemberState({ member: true, startTime: 1, endTime: 2, expired: true })).toBe('expired');
  });
});
