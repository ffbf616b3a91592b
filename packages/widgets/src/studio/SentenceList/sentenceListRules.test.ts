import { createDocument, documentFromText, parse, serialize } from '@dubkit/sdk-core/markup';
import { AUDITION_MAX_LENGTH, SENTENCE_LIST_MAX } from '@dubkit/sdk-core/studio';
import { describe, expect, it } from 'vitest';
import {
  fill,
  listBodies,
  regenerateRefusal,
  sentenceRows,
  sentencesToList,
  speaksTheSame,
  versionsOf,
} from './sentenceListRules';

const voice = { anchorType: 0 as const, anchorId: 12, templateId: 121, speechRate: 0.8 };

describe('sentenceRows', () => {
  it('lists each sentence with its text, its line and its markup, numbered from 0', () => {
    const doc = createDocument([['今天天气很好。', { type: 'pause', ms: 500 }, '我们去公园吧！'], ['明天见。']]);
    const rows = sentenceRows(doc);
    expect(rows.map(({ index, line, text, tooLong }) => ({ index, line, text, tooLong }))).toEqual([
      { index: 0, line: 0, text: '今天天气很好。', tooLong: false },
      { index: 1, line: 0, text: '我们去公园吧！', tooLong: false },
      { index: 2, line: 1, text: '明天见。', tooLong: false },
    ]);
    // The pause after the full stop stays with its sentence, in the markup the server keys takes by.
    expect(parse(rows[0]?.sentence ?? '').lines[0]).toEqual(['今天天气很好。', { type: 'pause', ms: 500 }]);
    expect(rows[2]?.sentence).toBe(serialize(createDocument([['明天见。']])));
  });

  it('leaves out sentences with nothing to speak (blank lines, a lone pause)', () => {
    const doc = createDocument([['你好。'], ['   '], [{ type: 'pause', ms: 300 }], ['再见。']]);
    expect(sentenceRows(doc).map((row) => [row.index, row.text])).toEqual([
      [0, '你好。'],
      [1, '再见。'],
    ]);
    expect(sentenceRows(createDocument())).toEqual([]);
  });

  it('marks a sentence longer than an audition, which cannot have takes', () => {
    const long = '长'.repeat(AUDITION_MAX_LENGTH + 1);
    expect(sentenceRows(documentFromText(`${long}\n短句。`)).map((row) => row.tooLong)).toEqual([true, false]);
  });
});

describe('the list requests', () => {
  const rows = sentenceRows(documentFromText('一。\n二。\n一。\n三。'));

  it('asks once for each sentence not known yet, in order, never for one too long', () => {
    const [one, two, , three] = rows.map((row) => row.sentence);
    expect(sentencesToList(rows, () => false)).toEqual([one, two, three]);
    expect(sentencesToList(rows, (sentence) => sentence === two)).toEqual([one, three]);
    expect(sentencesToList([{ ...(rows[0] as (typeof rows)[0]), tooLong: true }], () => false)).toEqual([]);
  });

  it('sends the voice with at most SENTENCE_LIST_MAX sentences a request', () => {
    expect(listBodies(voice, ['a', 'b'])).toEqual([{ ...voice, sentences: ['a', 'b'] }]);
    expect(listBodies(voice, [])).toEqual([]);
    const many = Array.from({ length: SENTENCE_LIST_MAX + 1 }, (_, i) => String(i));
    expect(listBodies(voice, many).map((body) => body.sentences.length)).toEqual([SENTENCE_LIST_MAX, 1]);
    expect(listBodies(voice, ['a', 'b', 'c'], 2).map((body) => body.sentences)).toEqual([['a', 'b'], ['c']]);
  });
});

describe('a row', () => {
  it('offers its takes to compare once it has more than one', () => {
    expect(versionsOf(undefined)).toEqual([]);
    expect(versionsOf({ takes: 1 })).toEqual([]);
    expect(versionsOf({ takes: 3 })).toEqual([0, 1, 2]);
  });

  it('refuses a sixth take before asking, with the server’s words', () => {
    expect(regenerateRefusal(undefined)).toBeNull();
    expect(regenerateRefusal({ takes: 4 })).toBeNull();
    expect(regenerateRefusal({ takes: 5 })).toBe('每句最多保留5个版本，请先选定一个');
  });

  it('says every take sounds the same when a listed sentence’s voice does not vary', () => {
    expect(speaksTheSame([])).toBe(false);
    expect(speaksTheSame([{ varies: true }, { varies: true }])).toBe(false);
    expect(speaksTheSame([{ varies: true }, { varies: false }])).toBe(true);
  });

  it('fills a slot of its copy', () => {
    expect(fill('第{n}句', 'n', 3)).toBe('第3句');
  });
});
