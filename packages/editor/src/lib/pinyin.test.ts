import { describe, expect, it } from 'vitest';
import { phonemeChoices } from './pinyin';

describe('phoneme choices', () => {
  it('lists every reading of a polyphone from the dictionary, written with tone marks', async () => {
    expect(await phonemeChoices('行')).toEqual([
      { pinyin: 'xing', tone: 2, label: 'xíng' },
      { pinyin: 'hang', tone: 2, label: 'háng' },
      { pinyin: 'hang', tone: 4, label: 'hàng' },
      { pinyin: 'heng', tone: 2, label: 'héng' },
    ]);
  });

  it('writes ü as v and the neutral tone as 5, and shows them as ü and no mark', async () => {
    expect(await phonemeChoices('女')).toContainEqual({ pinyin: 'nv', tone: 3, label: 'nǚ' });
    expect(await phonemeChoices('了')).toContainEqual({ pinyin: 'le', tone: 5, label: 'le' });
    expect(await phonemeChoices('绿')).toContainEqual({ pinyin: 'lv', tone: 4, label: 'lǜ' });
  });
});
