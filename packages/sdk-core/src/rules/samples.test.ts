import { describe, expect, it } from 'vitest';
import { hotText } from './samples';

describe('hotText', () => {
  it('shows counts under ten thousand as they are', () => {
    expect(hotText(0)).toBe('0');
    expect(hotText(7)).toBe('7');
    expect(hotText(9999)).toBe('9999');
  });

  it('counts in 万 with one decimal, cut rather than rounded up', () => {
    expect(hotText(10_000)).toBe('1万');
    expect(hotText(12_000)).toBe('1.2万');
    expect(hotText(12_999)).toBe('1.2万');
    expect(hotText(99_999)).toBe('9.9万');
    expect(hotText(356_700)).toBe('35.6万');
    expect(hotText(99_999_999)).toBe('9999.9万');
  });

  it('counts in 亿 from a hundred million', () => {
    expect(hotText(100_000_000)).toBe('1亿');
    expect(hotText(250_000_000)).toBe('2.5亿');
  });

  it('never shows a negative or fractional count', () => {
    expect(hotText(-5)).toBe('0');
    expect(hotText(12.7)).toBe('12');
  });
});
