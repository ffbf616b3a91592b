import { describe, expect, it } from 'vitest';
import {
  type AnchorQuery,
  pageCount,
  refusalForSearchName,
  searchBody,
  withAllRegions,
  withFilter,
  withName,
  withoutName,
  withPage,
} from '../search/anchorSearch';
import { DEFAULT_FILTERS, paramsFromQuery, queryFromParams, sameParams } from './anchorQuery';

const start: AnchorQuery = { filters: { ...DEFAULT_FILTERS }, page: 1, name: null };

describe('queryFromParams', () => {
  it('defaults to sort 1, language 1, the rest 0, page 1 and no name search', () => {
    expect(queryFromParams({})).toEqual({
      filters: { sort: 1, scene: 0, sex: 0, language: 1, level: 0, locale: 0 },
      page: 1,
      name: null,
    });
  });

  it('reads page, scene, sex, language, level and sort', () => {
    const query = queryFromParams({ page: '3', scene: '2', sex: '1', language: '2', level: '3', sort: '11' });
    expect(query).toEqual({
      filters: { sort: 11, scene: 2, sex: 1, language: 2, level: 3, locale: 0 },
      page: 3,
      name: null,
    });
  });

  it('falls back to the default for a malformed or out-of-range value', () => {
    const query = queryFromParams({ page: '0', scene: '-1', sex: '1.5', language: 'x', level: '', sort: '1e3' });
    expect(query).toEqual(start);
    expect(queryFromParams({ page: '99999999999999999999' }).page).toBe(1);
  });

  it('accepts language 0 (all languages)', () => {
    expect(queryFromParams({ language: '0' }).filters.language).toBe(0);
  });

  it('reads the region and the searched name, so a reload or a shared link shows them', () => {
    expect(queryFromParams({ language: '1', locale: '102', name: ' 云健 ', page: '2' })).toEqual({
      filters: { ...DEFAULT_FILTERS, locale: 102 },
      page: 2,
      name: '云健',
    });
    expect(queryFromParams({ locale: 'x', name: '  ' })).toEqual(start);
  });
});

describe('paramsFromQuery', () => {
  it('writes the filters, the locale among them, and removes the name outside a name search', () => {
    const query: AnchorQuery = { filters: { ...DEFAULT_FILTERS, locale: 101, scene: 4 }, page: 2, name: null };
    const params = paramsFromQuery(query);
    expect(params).toEqual({ page: '2', scene: '4', sex: '0', language: '1', level: '0', sort: '1', locale: '101' });
    expect(params).toHaveProperty('name', undefined);
  });

  it('round-trips through queryFromParams', () => {
    const query: AnchorQuery = {
      filters: { sort: 2, scene: 3, sex: 2, language: 3, level: 2, locale: 301 },
      page: 4,
      name: null,
    };
    expect(queryFromParams(paramsFromQuery(query))).toEqual(query);
    expect(queryFromParams(paramsFromQuery({ ...query, name: '晓' }))).toEqual({ ...query, name: '晓' });
  });

  it('writes the name and its page during a name search', () => {
    expect(paramsFromQuery({ ...start, page: 3, name: '晓' })).toMatchObject({ page: '3', name: '晓' });
  });
});

describe('sameParams', () => {
  it('compares what the parameters mean, ignoring others and defaults written out or not', () => {
    expect(sameParams({}, { page: '1', sort: '1', language: '1', scene: '0', sex: '0', level: '0' })).toBe(true);
    expect(sameParams({ page: '1', utm: 'x' }, {})).toBe(true);
    expect(sameParams({ page: '2' }, {})).toBe(false);
    expect(sameParams({ locale: '101' }, {})).toBe(false);
    expect(sameParams({ name: '晓' }, {})).toBe(false);
    expect(sameParams({ name: ' ' }, {})).toBe(true);
  });
});

describe('filter changes', () => {
  it('go back to page 1 and leave name search', () => {
    const searching: AnchorQuery = { ...start, page: 3, name: '晓' };
    expect(withFilter(searching, 'scene', 2)).toEqual({
      filters: { ...DEFAULT_FILTERS, scene: 2 },
      page: 1,
      name: null,
    });
  });

  it('reset the locale when the language changes', () => {
    const local: AnchorQuery = { ...start, filters: { ...DEFAULT_FILTERS, locale: 101 } };
    expect(withFilter(local, 'language', 2).filters).toMatchObject({ language: 2, locale: 0 });
    expect(withFilter(local, 'sex', 1).filters).toMatchObject({ language: 1, locale: 101 });
    expect(withFilter(local, 'language', 1).filters.locale).toBe(101);
  });

  it('keep the filters when only the page moves', () => {
    const filtered = withFilter(start, 'level', 3);
    expect(withPage(filtered, 5)).toEqual({ ...filtered, page: 5 });
  });
});

describe('name search', () => {
  it('warns on an empty or blank name', () => {
    expect(refusalForSearchName('', '请输入搜索内容')).toBe('请输入搜索内容');
    expect(refusalForSearchName('  ', '请输入搜索内容')).toBe('请输入搜索内容');
    expect(refusalForSearchName('晓', '请输入搜索内容')).toBeNull();
  });

  it('starts on page 1 with the trimmed name and clears back to the filters', () => {
    const filtered = withPage(withFilter(start, 'sex', 2), 4);
    const searching = withName(filtered, ' 晓晓 ');
    expect(searching).toEqual({ ...filtered, page: 1, name: '晓晓' });
    expect(withoutName(withPage(searching, 2))).toEqual({ ...filtered, page: 1, name: null });
  });
});

describe('searchBody', () => {
  it('maps the filters to the search call with 20 per page', () => {
    const query: AnchorQuery = {
      filters: { sort: 2, scene: 3, sex: 1, language: 2, level: 3, locale: 201 },
      page: 2,
      name: null,
    };
    expect(searchBody(query)).toEqual({
      page: 2,
      pageSize: 20,
      sort: 2,
      sceneId: 3,
      languageId: 2,
      localeId: 201,
      sex: 1,
      aiLevel: 3,
    });
  });
});

describe('pageCount', () => {
  it('divides the server total by the page size', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(64)).toBe(4);
  });
});

describe('withAllRegions', () => {
  it('puts 全部地区 first, once', () => {
    const locales = [
      { id: 101, name: '中国大陆' },
      { id: 0, name: '全部地区' },
      { id: 102, name: '中国台湾' },
    ];
    expect(withAllRegions(locales)).toEqual([
      { id: 0, name: '全部地区' },
      { id: 101, name: '中国大陆' },
      { id: 102, name: '中国台湾' },
    ]);
    expect(withAllRegions([])).toEqual([{ id: 0, name: '全部地区' }]);
  });
});
