import { describe, expect, it } from 'vitest';
import {
  characterCount,
  countLength,
  createAlias,
  createContinuous,
  createDocument,
  createLocalProsody,
  createMultiVoice,
  createNumberAlias,
  createPause,
  createPhoneme,
  createSayAs,
  createSoundEffect,
  DEFAULT_NARRATION,
  documentFromText,
  isBlankScript,
  normalizeLine,
  plainText,
  restoreOriginal,
} from './model';

const voice = { anchorId: 1, anchorName: '云扬', templateId: 2, templateName: '新闻', pitch: 0, speed: 1, volume: 100 };

describe('document', () => {
  it('starts with one empty line and the default smart narration', () => {
    expect(createDocument()).toEqual({ lines: [[]], narration: DEFAULT_NARRATION });
    expect(createDocument([])).toEqual(createDocument());
  });

  it('has the spec’s default punctuation pauses', () => {
    expect(DEFAULT_NARRATION.enabled).toBe(true);
    expect(DEFAULT_NARRATION.pauses.map(({ mark, ms }) => `${mark}${ms}`)).toEqual([
      '，200',
      '、200',
      '；200',
      '。400',
      '？400',
      '！400',
      '……800',
    ]);
  });

  it('makes a document from plain text, one line per newline', () => {
    expect(documentFromText('一\n\n三').lines).toEqual([['一'], [], ['三']]);
  });

  it('merges adjacent strings and drops empty ones, inside segments too', () => {
    expect(normalizeLine(['a', '', 'b', createPause(1), 'c', createLocalProsody(voice, ['d', 'e'])])).toEqual([
      'ab',
      createPause(1),
      'c',
      createLocalProsody(voice, ['de']),
    ]);
  });
});

describe('restoreOriginal gives back the text a node was made from', () => {
  it.each([
    [createPause(500), []],
    [createPhoneme('行', 'hang', 2), ['行']],
    [createContinuous('不知道'), ['不知道']],
    [createAlias('WHO', '世界卫生组织'), ['WHO']],
    [createNumberAlias('2026', { name: '年份', value: '二零二六' }), ['2026']],
    [createSayAs('NBA', 'characters'), ['NBA']],
    [createSoundEffect({ name: '掌声', filepath: '/a.mp3', duration: 2 }), []],
    [createMultiVoice(voice, ['你', createPause(1), '好']), ['你', createPause(1), '好']],
    [createLocalProsody(voice, ['慢']), ['慢']],
  ])('%o', (node, original) => {
    expect(restoreOriginal(node)).toEqual(original);
  });
});

describe('length counter', () => {
  it('counts the shown text: nodes as their original text, pauses and sound effects as nothing', () => {
    const doc = createDocument([
      [
        '你好',
        createPause(500),
        createAlias('AI', '人工智能'),
        createSoundEffect({ name: 'x', filepath: 'y', duration: 1 }),
      ],
      [createMultiVoice(voice, ['今天', createPhoneme('行', 'xing', 2)])],
      [],
    ]);
    expect(countLength(doc)).toBe(7);
    expect(plainText(doc)).toBe('你好AI\n今天行\n');
  });

  it('sees a script of spaces around its markup as blank, as the save button and the server judge it', () => {
    const spaces = ' \u00a0\u3000\t\u200b';
    expect(isBlankScript(createDocument())).toBe(true);
    expect(isBlankScript(createDocument([[spaces, createPause(500), spaces], [], ['\u3000']]))).toBe(true);
    expect(isBlankScript(createDocument([[createSoundEffect({ name: 'x', filepath: 'y', duration: 1 })]]))).toBe(true);
    expect(isBlankScript(createDocument([[spaces, createPause(500), '好']]))).toBe(false);
    expect(isBlankScript(createDocument([[createAlias('AI', '人工智能')]]))).toBe(false);
  });

  it('ignores newlines and counts a character outside the BMP once', () => {
    expect(characterCount('a\nb\n\n😀')).toBe(3);
    expect(countLength(documentFromText('一\n二\n\n三'))).toBe(3);
  });
});
