import { describe, expect, it } from 'vitest';
import { goldMember, visitorMember } from '../../testing/membership/fixtures';
import { memberLabel } from './memberLabel';

describe('memberLabel', () => {
  it('names the plan of a current member, else offers 开通会员', () => {
    expect(memberLabel(goldMember, '开通会员')).toBe('黄金会员');
    expect(memberLabel(visitorMember, '开通会员')).toBe('开通会员');
    expect(memberLabel({ ...goldMember, expired: true }, '开通会员')).toBe('开通会员');
    expect(memberLabel(null, '开通会员')).toBe('开通会员');
  });
});
