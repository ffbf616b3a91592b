import type { DictionaryEntry } from '@dubkit/sdk-core';
import { describe, expect, it } from 'vitest';
import {
  draftError,
  draftOf,
  type EntryDraft,
  entryRow,
  exportFileOf,
  importFormatOf,
  pageSelection,
  phonemeShown,
  saveBodyOf,
  selectionOn,
  toggleBodyOf,
  toggledOne,
  toggledPage,
  withKind,
} from './dictionaryRules';

const entry = (patch: Partial<DictionaryEntry> = {}): DictionaryEntry => ({
  id: 7,
  kind: 'phoneme',
  word: '银行',
  value: '_ hang2',
  anchorId: 0,
  anchorName: '',
  enabled: true,
  updatedAt: 0,
  ...patch,
});

const labels = {
  kinds: { phoneme: '多音字', alias: '别名', continuous: '连读', sayAs: '读法' },
  sayAs: { characters: '逐个字母', word: '整词' },
  continuous: '连起来读',
  allVoices: '全部主播',
};

describe('what a row shows', () => {
  it.each([
    ['银行', '_ hang2', '银 háng'],
    ['重庆', 'chong2 qing4', 'chóng qìng'],
    ['绿', 'lv4', 'lǜ'],
    ['了', 'le5', 'le'],
    ['长城', 'chang2', 'chang2'],
    ['长城', 'chang2 xyz', 'cháng xyz'],
  ])('a polyphone reading %s %j as %j', (word, value, shown) => {
    expect(phonemeShown(word, value)).toBe(shown);
  });

  it('names the kind, the reading and the voice', () => {
    expect(entryRow(entry(), labels)).toEqual({ kind: '多音字', reading: '银 háng', voice: '全部主播' });
    expect(
      entryRow(entry({ kind: 'alias', word: 'AI', value: '人工智能', anchorId: 12, anchorName: '晓萱' }), labels),
    ).toEqual({ kind: '别名', reading: '人工智能', voice: '晓萱' });
    expect(entryRow(entry({ kind: 'continuous', value: '' }), labels).reading).toBe('连起来读');
    expect(entryRow(entry({ kind: 'sayAs', word: 'NBA', value: 'characters' }), labels).reading).toBe('逐个字母');
    expect(entryRow(entry({ kind: 'sayAs', word: 'NASA', value: 'word' }), labels).reading).toBe('整词');
    // A voice the catalogue no longer names is shown by its id, never as blank.
    expect(entryRow(entry({ anchorId: 99, anchorName: '' }), labels).voice).toBe('#99');
  });
});

describe('the add/edit form', () => {
  it('starts a new entry as a polyphone reading for every voice, and fills in an entry to edit', () => {
    expect(draftOf()).toEqual({ kind: 'phoneme', word: '', value: '', scope: 'all', voice: null, enabled: true });
    expect(draftOf(entry({ anchorId: 12, anchorName: '晓萱', enabled: false }))).toEqual({
      id: 7,
      kind: 'phoneme',
      word: '银行',
      value: '_ hang2',
      scope: 'one',
      voice: { id: 12, name: '晓萱' },
      enabled: false,
    });
  });

  it('gives each kind its own value: say-as starts at 逐个字母, continuous has none, text moves between reading and alias', () => {
    const typed: EntryDraft = { ...draftOf(), word: 'AI', value: '人工智能' };
    expect(withKind(typed, 'alias').value).toBe('人工智能');
    expect(withKind(typed, 'sayAs').value).toBe('characters');
    expect(withKind(typed, 'continuous').value).toBe('');
    expect(withKind(withKind(typed, 'sayAs'), 'alias').value).toBe('');
    expect(withKind(typed, 'phoneme')).toBe(typed);
  });

  it('refuses in the server’s words, on the field concerned', () => {
    const missing = '请选择主播';
    const form = (patch: Partial<EntryDraft>): EntryDraft => ({ ...draftOf(), ...patch });
    expect(draftError(form({ word: '  ' }), missing)).toEqual({ field: 'word', message: '词语不能为空' });
    expect(draftError(form({ word: '长'.repeat(21), value: 'x' }), missing)).toEqual({
      field: 'word',
      message: '词语不能超过20个字符',
    });
    expect(draftError(form({ word: '长城', value: 'chang2' }), missing)).toEqual({
      field: 'value',
      message: '「长城」有2个字，读音要写2个（不改的字写 _）',
    });
    expect(draftError(form({ word: '银行', value: '_ hang' }), missing)?.message).toBe(
      '读音「hang」应为拼音加声调数字，如 hang2（ü 写作 v）',
    );
    expect(draftError(form({ word: '银行', value: '_ _' }), missing)?.message).toBe('「银行」至少要指定一个字的读音');
    expect(draftError(form({ kind: 'alias', word: 'AI', value: ' ' }), missing)?.message).toBe('请填写读作的文字');
    expect(draftError(form({ kind: 'continuous', word: '不知道' }), missing)).toBeNull();
    expect(draftError(form({ word: '银行', value: '_ hang2', scope: 'one' }), missing)).toEqual({
      field: 'voice',
      message: missing,
    });
    expect(
      draftError(form({ word: '银行', value: '_ hang2', scope: 'one', voice: { id: 12, name: '晓萱' } }), missing),
    ).toBeNull();
  });

  it('sends the entry trimmed, with the voice only when it is for one', () => {
    expect(saveBodyOf({ ...draftOf(), word: ' 银行 ', value: ' _ hang2 ', voice: { id: 12, name: '晓萱' } })).toEqual({
      kind: 'phoneme',
      word: '银行',
      value: '_ hang2',
      anchorId: 0,
      enabled: true,
    });
    expect(
      saveBodyOf({
        ...draftOf(entry()),
        kind: 'continuous',
        value: 'x',
        scope: 'one',
        voice: { id: 12, name: '晓萱' },
      }),
    ).toEqual({ id: 7, kind: 'continuous', word: '银行', value: '', anchorId: 12, enabled: true });
    expect(toggleBodyOf(entry({ anchorId: 12 }), false)).toEqual({
      id: 7,
      kind: 'phoneme',
      word: '银行',
      value: '_ hang2',
      anchorId: 12,
      enabled: false,
    });
  });
});

describe('selection', () => {
  it('ticks one, a page, and keeps only what is listed', () => {
    expect([...toggledOne(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggledOne(new Set([1, 2]), 1)]).toEqual([2]);
    expect(pageSelection(new Set(), [1, 2])).toBe('none');
    expect(pageSelection(new Set([2]), [1, 2])).toBe('some');
    expect(pageSelection(new Set([1, 2, 9]), [1, 2])).toBe('all');
    expect([...toggledPage(new Set([2]), [1, 2])].sort()).toEqual([1, 2]);
    expect([...toggledPage(new Set([1, 2, 9]), [1, 2])]).toEqual([9]);
    expect([...selectionOn(new Set([1, 9]), [1, 2])]).toEqual([1]);
  });
});

describe('files', () => {
  it.each([
    ['词典.csv', 'csv'],
    ['lexicon.PLS', 'pls'],
    ['azure-lexicon.xml', 'pls'],
    ['词典.txt', null],
    ['csv', null],
  ])('reads %s as %s', (name, format) => {
    expect(importFormatOf(name)).toBe(format);
  });

  it('names the export after the page, typed by its format', () => {
    expect(exportFileOf('读音词典', 'csv')).toEqual({ name: '读音词典.csv', type: 'text/csv;charset=utf-8' });
    expect(exportFileOf('读音词典', 'pls')).toEqual({
      name: '读音词典.pls',
      type: 'application/pls+xml;charset=utf-8',
    });
  });
});
