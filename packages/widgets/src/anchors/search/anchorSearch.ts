import type { AnchorSearchBody, Locale } from '@dubkit/sdk-core';
import { ALL_REGIONS, ANCHOR_PAGE_SIZE } from '@dubkit/sdk-core/anchors';

/** The anchor search's filter tags (spec part 1 §2, part 2 §9): sort, scene, sex, language, AI level and locale. */
export interface AnchorFilters {
  sort: number;
  scene: number;
  sex: number;
  language: number;
  level: number;
  locale: number;
}

export type FilterKey = keyof AnchorFilters;

/** Which list is shown: the filtered catalogue, or the results of a name search. */
export interface AnchorQuery {
  filters: AnchorFilters;
  page: number;
  /** The name searched for; null outside name-search mode. */
  name: string | null;
}

/** The unfiltered catalogue: sort 1 (hot recommended), everything else 0, page 1 (spec part 2 §9). */
export const DEFAULT_ANCHOR_QUERY: Readonly<AnchorQuery> = Object.freeze({
  filters: Object.freeze({ sort: 1, scene: 0, sex: 0, language: 0, level: 0, locale: ALL_REGIONS.id }),
  page: 1,
  name: null,
});

/** Any filter change goes back to page 1 and leaves name search; a new language resets the locale to 全部地区. */
export function withFilter(query: AnchorQuery, key: FilterKey, value: number): AnchorQuery {
  const filters = { ...query.filters, [key]: value };
  if (key === 'language' && value !== query.filters.language) filters.locale = ALL_REGIONS.id;
  return { filters, page: 1, name: null };
}

export function withPage(query: AnchorQuery, page: number): AnchorQuery {
  return { ...query, page };
}

/** Why a name search is refused (the warning for an empty name), or null when it may run. */
export function refusalForSearchName(name: string, emptyMessage: string): string | null {
  return name.trim() ? null : emptyMessage;
}

/** Enters name-search mode on its first page. */
export function withName(query: AnchorQuery, name: string): AnchorQuery {
  return { ...query, page: 1, name: name.trim() };
}

/** Leaves name-search mode: back to the filtered catalogue's first page. */
export function withoutName(query: AnchorQuery): AnchorQuery {
  return { ...query, page: 1, name: null };
}

/** The body of POST /api/anchor/search for the query's filters and page. */
export function searchBody(query: AnchorQuery, pageSize = ANCHOR_PAGE_SIZE): AnchorSearchBody {
  const { filters } = query;
  return {
    page: query.page,
    pageSize,
    sort: filters.sort,
    sceneId: filters.scene,
    languageId: filters.language,
    localeId: filters.locale,
    sex: filters.sex,
    aiLevel: filters.level,
  };
}

/** Page count of a result total; the server reports the total, the pages follow from the page size. */
export function pageCount(total: number, pageSize = ANCHOR_PAGE_SIZE): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}

/** One page of a list the server sends whole (the favourites). */
export function pageOf<T>(list: readonly T[], page: number, pageSize: number): T[] {
  return list.slice((page - 1) * pageSize, page * pageSize);
}

/** A language's locales with 全部地区 (id 0) first, exactly once. */
export function withAllRegions(locales: readonly Locale[]): Locale[] {
  return [ALL_REGIONS, ...locales.filter((locale) => locale.id !== ALL_REGIONS.id)];
}

/** The locales a language offers: 全部地区 first; language 0 (all languages) has that one entry only. */
export function regionsOf(language: number, locales: readonly Locale[]): Locale[] {
  return language === 0 ? [ALL_REGIONS] : withAllRegions(locales);
}
