import { describe, expect, it } from 'vitest';
import { phonemeChoices } from './pinyin';

describe('phoneme choices', () => {
  it('lists every reading of a polyphone from the dictionary', async () => {
    expect(await phonemeChoices('行')).toEqual([
      { pinyin: 'xing', tone: 2 },
      { pinyin: 'hang', tone: 2 },
      { pinyin: 'hang', tone: 4 },
      { pinyin: 'heng', tone: 2 },
    ]);
  });

  it('writes ü as v and the neutral tone as 5', async () => {
    expect(await phonemeChoices('女')).toContainEqual({ pinyin: 'nv', tone: 3 });
    expect(await phonemeChoices('了')).toContainEqual({ pinyin: 'le', tone: 5 });
  });
});
