import { describe, expect, it } from 'vitest';
import { applyDictionary, type DictionaryWord, dictionaryEntryError } from './dictionary';
import { createDocument } from './model';

let next = 1;
const entry = (more: Partial<DictionaryWord> & Pick<DictionaryWord, 'kind' | 'word'>): DictionaryWord => ({
  id: next++,
  value: '',
  anchorId: 0,
  enabled: true,
  ...more,
});

describe('the pronunciation dictionary applied to a script', () => {
  const bank = entry({ kind: 'phoneme', word: '银行', value: '_ hang2' });
  const brand = entry({ kind: 'alias', word: 'DubKit', value: '配音工坊' });

  it('puts the marks a creator would put, wherever the word stands in plain text', () => {
    const { doc, hits } = applyDictionary(createDocument([['我去银行，', '再去银行。DubKit 真好']]), [bank, brand], 12);
    expect(doc.lines[0]).toEqual([
      '我去银',
      { type: 'phoneme', text: '行', pinyin: 'hang', tone: 2 },
      '，再去银',
      { type: 'phoneme', text: '行', pinyin: 'hang', tone: 2 },
      '。',
      { type: 'alias', text: 'DubKit', alias: '配音工坊' },
      ' 真好',
    ]);
    expect(hits.map((hit) => hit.word)).toEqual(['银行', '银行', 'DubKit']);
  });

  it("never looks inside the script's own marks: the creator's reading wins", () => {
    const own = { type: 'alias' as const, text: '银行', alias: '银航' };
    const { doc, hits } = applyDictionary(createDocument([['去', own, '。']]), [bank], 12);
    expect(doc.lines[0]).toEqual(['去', own, '。']);
    expect(hits).toEqual([]);
  });

  it("an entry for the speaking voice wins over a global one; another voice's entry does not apply", () => {
    const global = entry({ kind: 'alias', word: 'AI', value: '人工智能' });
    const mine = entry({ kind: 'sayAs', word: 'AI', value: 'characters', anchorId: 12 });
    const theirs = entry({ kind: 'alias', word: 'AI', value: '爱', anchorId: 7 });
    const segment = {
      type: 'multiVoice' as const,
      anchorId: 7,
      anchorName: '晓晓',
      templateId: 0,
      templateName: '',
      pitch: 0,
      speed: 1,
      volume: 100,
      children: ['AI来了'],
    };
    const { doc } = applyDictionary(createDocument([['AI说：', segment]]), [global, mine, theirs], 12);
    expect(doc.lines[0]).toEqual([
      { type: 'sayAs', text: 'AI', interpretAs: 'characters' },
      '说：',
      { ...segment, children: [{ type: 'alias', text: 'AI', alias: '爱' }, '来了'] },
    ]);
  });

  it('longest word first, turned-off and malformed entries nowhere', () => {
    const short = entry({ kind: 'alias', word: '长', value: '常' });
    const long = entry({ kind: 'phoneme', word: '长城', value: 'chang2 _' });
    const off = entry({ kind: 'alias', word: '城', value: '成', enabled: false });
    const broken = entry({ kind: 'phoneme', word: '城墙', value: 'cheng2' });
    const { doc } = applyDictionary(createDocument([['长城很长，城墙很高']]), [short, long, off, broken], 0);
    expect(doc.lines[0]).toEqual([
      { type: 'phoneme', text: '长', pinyin: 'chang', tone: 2 },
      '城很',
      { type: 'alias', text: '长', alias: '常' },
      '，城墙很高',
    ]);
  });

  it('gives the same document back when nothing applies', () => {
    const doc = createDocument([['今天天气很好']]);
    expect(applyDictionary(doc, [bank], 0).doc).toBe(doc);
  });

  it('refuses malformed entries in the creator’s words', () => {
    expect(dictionaryEntryError({ kind: 'phoneme', word: '银行', value: 'hang2' })).toBe(
      '「银行」有2个字，读音要写2个（不改的字写 _）',
    );
    expect(dictionaryEntryError({ kind: 'phoneme', word: '行', value: 'hang' })).toMatch(/应为拼音加声调数字/);
    expect(dictionaryEntryError({ kind: 'phoneme', word: '银行', value: '_ _' })).toBe(
      '「银行」至少要指定一个字的读音',
    );
    expect(dictionaryEntryError({ kind: 'alias', word: ' ', value: 'x' })).toBe('词语不能为空');
    expect(dictionaryEntryError({ kind: 'alias', word: 'DubKit', value: '' })).toBe('请填写读作的文字');
    expect(dictionaryEntryError({ kind: 'alias', word: '一'.repeat(21), value: 'x' })).toBe('词语不能超过20个字符');
    expect(dictionaryEntryError({ kind: 'continuous', word: '不知道', value: '' })).toBeNull();
  });
});
