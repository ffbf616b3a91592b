import { describe, expect, it } from 'vitest';
import { format, formatDateTime, formatTradeAmount } from './format';

describe('site formatting', () => {
  it('fills the marks of a message and leaves unknown ones', () => {
    expect(format('{seconds}秒后重新获取', { seconds: 59 })).toBe('59秒后重新获取');
    expect(format('第 {index} 张，共 {total} 张', { index: 1 })).toBe('第 1 张，共 {total} 张');
  });

  it('signs trade amounts in yuan by their sign', () => {
    expect(formatTradeAmount(29, -1)).toBe('-29.00');
    expect(formatTradeAmount(5.5, 1)).toBe('+5.50');
    expect(formatTradeAmount(0.1, 0)).toBe('+0.10');
  });

  it('shows times to the second', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5).getTime())).toBe('2024-01-02 03:04:05');
  });
});
