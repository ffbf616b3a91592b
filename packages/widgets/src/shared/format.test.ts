import { describe, expect, it } from 'vitest';
import { format, formatDate, formatDateTime, formatToMinute, formatTradeAmount } from './format';

describe('format', () => {
  it('fills the marks of a message and leaves unknown ones', () => {
    expect(format('{seconds}秒后重新获取', { seconds: 59 })).toBe('59秒后重新获取');
    expect(format('第 {index} 张，共 {total} 张', { index: 1 })).toBe('第 1 张，共 {total} 张');
  });

  it('fills every slot and leaves unknown ones', () => {
    expect(format('{nickname} 开通了{title}', { nickname: '小王', title: '年度会员' })).toBe('小王 开通了年度会员');
    expect(format('共 {total} 个主播', { total: 0 })).toBe('共 0 个主播');
    expect(format('{a}{b}', { a: 1 })).toBe('1{b}');
  });

  it('fills slots and leaves unknown ones', () => {
    expect(format('试听{name}', { name: '晓萱' })).toBe('试听晓萱');
    expect(format('{a}{b}', { a: 1 })).toBe('1{b}');
  });
});

describe('formatTradeAmount', () => {
  it('signs trade amounts in yuan by their sign', () => {
    expect(formatTradeAmount(29, -1)).toBe('-29.00');
    expect(formatTradeAmount(5.5, 1)).toBe('+5.50');
    expect(formatTradeAmount(0.1, 0)).toBe('+0.10');
  });
});

describe('formatDate', () => {
  it('writes the local day with padded month and day', () => {
    expect(formatDate(new Date(2026, 5, 3, 12).getTime())).toBe('2026-06-03');
    expect(formatDate(new Date(2025, 11, 31, 23, 59).getTime())).toBe('2025-12-31');
  });
});

describe('formatToMinute', () => {
  it('writes local date and time to the minute', () => {
    expect(formatToMinute(new Date(2025, 4, 9, 8, 5, 59).getTime())).toBe('2025-05-09 08:05');
    expect(formatToMinute(0)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows times to the second', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5).getTime())).toBe('2024-01-02 03:04:05');
  });
});
