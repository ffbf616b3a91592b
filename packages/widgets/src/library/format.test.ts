import { describe, expect, it } from 'vitest';
import { format } from './format';

describe('format', () => {
  it('fills every slot and leaves unknown ones', () => {
    expect(format('{nickname} 开通了{title}', { nickname: '小王', title: '年度会员' })).toBe('小王 开通了年度会员');
    expect(format('共 {total} 个主播', { total: 0 })).toBe('共 0 个主播');
    expect(format('{a}{b}', { a: 1 })).toBe('1{b}');
  });
});
