import {
  ALL_REGIONS,
  type AnchorOptions,
  type AnchorSearchBody,
  type Locale,
  SORT_CUSTOM,
  type Tag,
} from '@dubkit/sdk-core';

/** The pickers' filter condition: sort, language, region (locale), sex, level and scene. */
export interface VoiceFilters {
  sort: number;
  language: number;
  locale: number;
  sex: number;
  level: number;
  scene: number;
}

export type VoiceFilterKey = keyof VoiceFilters;

export interface VoiceQuery {
  filters: VoiceFilters;
  page: number;
}

/** The dropdowns in the order shown. */
export const VOICE_FILTER_KEYS = [
  'sort',
  'language',
  'locale',
  'sex',
  'level',
  'scene',
] as const satisfies readonly VoiceFilterKey[];

/** Default voice search: sort 1 (hot recommended), everything else 0 (spec part 2 §9). */
export const DEFAULT_VOICE_FILTERS: Readonly<VoiceFilters> = Object.freeze({
  sort: 1,
  language: 0,
  locale: 0,
  sex: 0,
  level: 0,
  scene: 0,
});

export const DEFAULT_VOICE_QUERY: Readonly<VoiceQuery> = Object.freeze({ filters: DEFAULT_VOICE_FILTERS, page: 1 });

/** Any filter change restarts at page 1; a new language resets the region to 0 (全部地区). */
export function withFilter(query: VoiceQuery, key: VoiceFilterKey, value: number): VoiceQuery {
  const filters = { ...query.filters, [key]: value };
  if (key === 'language' && value !== query.filters.language) filters.locale = ALL_REGIONS.id;
  return { filters, page: 1 };
}

export function withPage(query: VoiceQuery, page: number): VoiceQuery {
  return { ...query, page };
}

/** The body of POST /api/anchor/search. */
export function searchBody(query: VoiceQuery, pageSize: number): AnchorSearchBody {
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

export function pageCount(total: number, pageSize: number): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}

/** One page of a list the server sends whole (the favourites). */
export function pageOf<T>(list: readonly T[], page: number, pageSize: number): T[] {
  return list.slice((page - 1) * pageSize, page * pageSize);
}

/** A language's regions with 全部地区 first, exactly once; language 0 has that one entry only. */
export function regionsOf(language: number, locales: readonly Locale[]): Locale[] {
  if (language === 0) return [ALL_REGIONS];
  return [ALL_REGIONS, ...locales.filter((locale) => locale.id !== ALL_REGIONS.id)];
}

/** Whether the query lists the user's custom anchors (the multi-voice picker's second tab). */
export const isCustomQuery = (query: VoiceQuery) => query.filters.sort === SORT_CUSTOM;

/** The choices of each dropdown; the sort list leaves out sort 11, which the custom tab stands for. */
export function filterChoices(
  options: AnchorOptions,
  locales: readonly Locale[],
): Record<VoiceFilterKey, readonly Tag[]> {
  return {
    sort: options.sortTagList.filter((tag) => tag.id !== SORT_CUSTOM),
    language: options.languageTagList,
    locale: locales,
    sex: options.sexTagList,
    level: options.aiLevelTagList,
    scene: options.sceneTagList,
  };
}
