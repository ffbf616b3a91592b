import { ALL_REGIONS } from '@dubkit/sdk-core/anchors';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ANCHOR_QUERY,
  pageCount,
  pageOf,
  regionsOf,
  searchBody,
  withFilter,
  withPage,
} from '../../anchors/search/anchorSearch';
import { anchorOptions } from '../../testing/studio/fixtures';
import { filterChoices, isCustomQuery } from './voiceQuery';

describe('voice query', () => {
  it('starts at sort 1 (hot recommended), everything else 0, page 1', () => {
    expect(searchBody(DEFAULT_ANCHOR_QUERY, 30)).toEqual({
      page: 1,
      pageSize: 30,
      sort: 1,
      sceneId: 0,
      languageId: 0,
      localeId: 0,
      sex: 0,
      aiLevel: 0,
    });
  });

  it('restarts at page 1 on any filter change', () => {
    const onPage3 = withPage(DEFAULT_ANCHOR_QUERY, 3);
    for (const key of ['sort', 'language', 'locale', 'sex', 'level', 'scene'] as const)
      expect(withFilter(onPage3, key, 2).page).toBe(1);
  });

  it('resets the region to 全部地区 when the language changes, not otherwise', () => {
    const inTaiwan = withFilter(withFilter(DEFAULT_ANCHOR_QUERY, 'language', 1), 'locale', 102);
    expect(withFilter(inTaiwan, 'language', 2).filters).toMatchObject({ language: 2, locale: 0 });
    expect(withFilter(inTaiwan, 'language', 1).filters.locale).toBe(102);
    expect(withFilter(inTaiwan, 'sex', 2).filters.locale).toBe(102);
  });

  it('puts 全部地区 first once; language 0 has only 全部地区', () => {
    const locales = [ALL_REGIONS, { id: 101, name: '中国大陆' }];
    expect(regionsOf(1, locales)).toEqual([ALL_REGIONS, { id: 101, name: '中国大陆' }]);
    expect(regionsOf(1, [{ id: 101, name: '中国大陆' }])).toEqual([ALL_REGIONS, { id: 101, name: '中国大陆' }]);
    expect(regionsOf(0, locales)).toEqual([ALL_REGIONS]);
  });

  it('counts pages and cuts a whole list into pages', () => {
    expect(pageCount(0, 30)).toBe(0);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3, 4, 5], 3, 2)).toEqual([5]);
  });

  it('offers every tag list, leaving sort 11 to the custom tab', () => {
    const choices = filterChoices(anchorOptions, [ALL_REGIONS]);
    expect(choices.sort.map((tag) => tag.id)).toEqual([1, 2, 3]);
    expect(choices.locale).toEqual([ALL_REGIONS]);
    expect(choices.scene).toBe(anchorOptions.sceneTagList);
    expect(isCustomQuery(withFilter(DEFAULT_ANCHOR_QUERY, 'sort', 11))).toBe(true);
    expect(isCustomQuery(DEFAULT_ANCHOR_QUERY)).toBe(false);
  });
});
