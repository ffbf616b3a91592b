import { type AnchorFilters, type AnchorQuery, DEFAULT_ANCHOR_QUERY, type FilterKey } from '../search/anchorSearch';

/** The query parameters as a host router hands them over and takes them back; undefined means the parameter goes. */
export type QueryParams = Readonly<Record<string, string | undefined>>;

/** The library's default filters: the catalogue's, in language 1 (spec part 1 §9). */
export const DEFAULT_FILTERS: Readonly<AnchorFilters> = Object.freeze({ ...DEFAULT_ANCHOR_QUERY.filters, language: 1 });

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
export function queryFromParams(params: QueryParams): AnchorQuery {
  const filters = { ...DEFAULT_FILTERS };
  for (const key of URL_FILTERS) filters[key] = wholeNumber(params[key], 0) ?? DEFAULT_FILTERS[key];
  return { filters, page: wholeNumber(params.page, 1) ?? 1, name: params.name?.trim() || null };
}

/**
 * Writes the URL parameters of the query. A name search keeps the filters it left, so that leaving it returns to
 * them; outside one, `name` is undefined so that the host removes it.
 */
export function paramsFromQuery(query: AnchorQuery): Record<string, string | undefined> {
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
