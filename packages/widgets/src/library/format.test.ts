import { describe, expect, it } from 'vitest';
import { format, formatDate } from './format';

describe('format', () => {
  it('fills every slot and leaves unknown ones', () => {
    expect(format('{nickname} 开通了{title}', { nickname: '小王', title: '年度会员' })).toBe('小王 开通了年度会员');
    expect(format('共 {total} 个主播', { total: 0 })).toBe('共 0 个主播');
    expect(format('{a}{b}', { a: 1 })).toBe('1{b}');
  });
});

describe('formatDate', () => {
  it('writes the local day with padded month and day', () => {
    expect(formatDate(new Date(2026, 5, 3, 12).getTime())).toBe('2026-06-03');
    expect(formatDate(new Date(2025, 11, 31, 23, 59).getTime())).toBe('2025-12-31');
  });
});
