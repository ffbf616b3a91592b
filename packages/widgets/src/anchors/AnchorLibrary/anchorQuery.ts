import { ALL_REGIONS, ANCHOR_PAGE_SIZE, type AnchorSearchBody, type Locale } from '@dubkit/sdk-core';

/** The library's filter tags (spec part 1 §2): sort, scene, sex, language, AI level and the language's locale. */
export interface AnchorFilters {
  sort: number;
  scene: number;
  sex: number;
  language: number;
  level: number;
  locale: number;
}

export type FilterKey = keyof AnchorFilters;

/** Which list the grid shows: the filtered catalogue, or the results of a name search. */
export interface LibraryQuery {
  filters: AnchorFilters;
  page: number;
  /** The name searched for; null outside name-search mode. */
  name: string | null;
}

/** The query parameters as a host router hands them over and takes them back; undefined means the parameter goes. */
export type QueryParams = Readonly<Record<string, string | undefined>>;

/** Default filters: sort 1, language 1, others 0 (spec part 1 §9). */
export const DEFAULT_FILTERS: Readonly<AnchorFilters> = Object.freeze({
  sort: 1,
  scene: 0,
  sex: 0,
  language: 1,
  level: 0,
  locale: 0,
});

/** The filters kept in the URL, with their parameter names. */
const URL_FILTERS = ['scene', 'sex', 'language', 'level', 'sort', 'locale'] as const satisfies readonly FilterKey[];

function wholeNumber(raw: string | undefined, min: number): number | null {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min ? value : null;
}

/**
 * Reads page, scene, sex, language, level, sort, locale and the searched name; anything missing or malformed takes
 * its default, and a blank name means no name search.
 */
export function queryFromParams(params: QueryParams): LibraryQuery {
  const filters = { ...DEFAULT_FILTERS };
  for (const key of URL_FILTERS) filters[key] = wholeNumber(params[key], 0) ?? DEFAULT_FILTERS[key];
  return { filters, page: wholeNumber(params.page, 1) ?? 1, name: params.name?.trim() || null };
}

/**
 * Writes the URL parameters of the query. A name search keeps the filters it left, so that leaving it returns to
 * them; outside one, `name` is undefined so that the host removes it.
 */
export function paramsFromQuery(query: LibraryQuery): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = { page: String(query.page), name: query.name ?? undefined };
  for (const key of URL_FILTERS) params[key] = String(query.filters[key]);
  return params;
}

/** Whether two sets of parameters say the same thing about the library (other parameters are ignored). */
export function sameParams(a: QueryParams, b: QueryParams): boolean {
  const left = paramsFromQuery(queryFromParams(a));
  const right = paramsFromQuery(queryFromParams(b));
  return Object.keys(left).every((key) => left[key] === right[key]);
}

/** Any filter change goes back to page 1 and leaves name search; a new language resets the locale. */
export function withFilter(query: LibraryQuery, key: FilterKey, value: number): LibraryQuery {
  const filters = { ...query.filters, [key]: value };
  if (key === 'language' && value !== query.filters.language) filters.locale = DEFAULT_FILTERS.locale;
  return { filters, page: 1, name: null };
}

export function withPage(query: LibraryQuery, page: number): LibraryQuery {
  return { ...query, page };
}

/** The warning for an empty search, else null. */
export function validateSearchName(name: string, emptyMessage: string): string | null {
  return name.trim() ? null : emptyMessage;
}

/** Enters name-search mode on its first page. */
export function withName(query: LibraryQuery, name: string): LibraryQuery {
  return { ...query, page: 1, name: name.trim() };
}

/** Leaves name-search mode: back to the filtered catalogue's first page. */
export function withoutName(query: LibraryQuery): LibraryQuery {
  return { ...query, page: 1, name: null };
}

/** The body of POST /api/anchor/search for the query's filters and page. */
export function searchBody(query: LibraryQuery, pageSize = ANCHOR_PAGE_SIZE): AnchorSearchBody {
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

/** A language's locales with 全部地区 (id 0) first, exactly once. */
export function withAllRegions(locales: readonly Locale[]): Locale[] {
  return [ALL_REGIONS, ...locales.filter((locale) => locale.id !== ALL_REGIONS.id)];
}
