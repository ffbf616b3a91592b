import { convert, pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { nodeBadge } from './describe';
import { editorMessages } from './messages';
import { phonemeChoices, toneMarked } from './pinyin';

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

describe('a polyphone chip', () => {
  it('shows its reading with tone marks, as the menu offered it', () => {
    const chip = (pinyin: string, tone: number) =>
      nodeBadge({ type: 'phoneme', original: '行', pinyin, tone, children: [{ text: '' }] }, editorMessages);
    expect([chip('hang', 2), chip('lv', 4), chip('le', 5), chip('xiong', 2), chip('liu', 4)]).toEqual([
      'háng',
      'lǜ',
      'le',
      'xióng',
      'liù',
    ]);
  });

  it('writes every reading of a sample text as pinyin-pro does', () => {
    const text = '银行行长说了绿色的女生会去学校，月亮很亮，我们都觉得数学有趣，快乐地吹着口哨走路回家睡觉';
    const readings = pinyin(text, { multiple: true, type: 'all', toneType: 'num', v: true }).flatMap((c) =>
      c.polyphonic.map((p) => p),
    );
    for (const reading of readings) {
      const [, syllable, tone] = /^([a-z]+)(\d)$/.exec(reading) ?? [];
      if (!syllable || tone === '0') continue;
      expect(toneMarked(syllable, Number(tone))).toBe(convert(reading, { format: 'numToSymbol' }));
    }
  });
});
