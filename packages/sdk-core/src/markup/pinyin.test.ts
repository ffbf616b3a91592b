import { describe, expect, it } from 'vitest';
import { isValidPinyin, parsePinyinSyllable, sanitizePinyin, toneMarked } from './pinyin';

describe('custom pinyin', () => {
  it.each([
    ['hang', 'hang'],
    ['Hang2', 'hang'],
    ['lü', 'l'],
    ['zh uang!', 'zhuang'],
    ['abcdefghij', 'abcdefg'],
  ])('the input keeps lowercase a–z, at most 7: %j → %j', (input, kept) => {
    expect(sanitizePinyin(input)).toBe(kept);
  });

  it.each<[string, number, boolean]>([
    ['hang', 2, true],
    ['ma', 5, true],
    ['zhuang', 1, true],
    ['shuangg', 4, true],
    ['shuangga', 4, false],
    ['', 1, false],
    ['Hang', 2, false],
    ['hang', 0, false],
    ['hang', 6, false],
    ['hang', 2.5, false],
  ])('%j tone %d valid: %s', (pinyin, tone, valid) => {
    expect(isValidPinyin(pinyin, tone)).toBe(valid);
  });

  it('splits a numbered syllable', () => {
    expect(parsePinyinSyllable('hang2')).toEqual({ pinyin: 'hang', tone: 2 });
    expect(parsePinyinSyllable('hang')).toBeNull();
    expect(parsePinyinSyllable('hang0')).toBeNull();
  });
});

describe('toneMarked', () => {
  it.each<[string, number, string]>([
    ['hang', 2, 'háng'],
    ['yin', 2, 'yín'],
    ['lv', 4, 'lǜ'],
    ['le', 5, 'le'],
    ['gou', 3, 'gǒu'],
    ['liu', 2, 'liú'],
    ['gui', 4, 'guì'],
    ['xue', 2, 'xué'],
    ['zhuang', 1, 'zhuāng'],
    ['er', 2, 'ér'],
    ['m', 2, 'm'],
  ])('%s%i reads %s', (syllable, tone, marked) => {
    expect(toneMarked(syllable, tone)).toBe(marked);
  });
});
