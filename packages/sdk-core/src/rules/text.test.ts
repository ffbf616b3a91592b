import { describe, expect, it } from 'vitest';
import { clampText, textLength } from './text';

describe('clampText', () => {
  it('cuts at a character boundary, never inside an emoji', () => {
    expect(clampText('😀'.repeat(31), 30)).toBe('😀'.repeat(30));
    expect(clampText('配音', 30)).toBe('配音');
  });
});

describe('textLength', () => {
  it('counts characters as a user does: an emoji or a character beyond the BMP is one', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('配音工坊')).toBe(4);
    expect(textLength('😀'.repeat(30))).toBe(30);
    expect('😀'.repeat(30).length).toBe(60);
    expect(textLength('𠀋a')).toBe(2);
  });

  it('counts code points, the same in every runtime (a flag is its two regional indicators)', () => {
    expect(textLength('🇨🇳')).toBe(2);
    expect(textLength('e\u0301')).toBe(2);
  });
});
