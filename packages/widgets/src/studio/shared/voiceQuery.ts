import type { AnchorOptions, Locale, Tag } from '@dubkit/sdk-core';
import { SORT_CUSTOM } from '@dubkit/sdk-core/anchors';
import type { AnchorQuery, FilterKey } from '../../anchors/search/anchorSearch';

/** The pickers' dropdowns in the order shown: sort, language, region (locale), sex, level and scene. */
export const VOICE_FILTER_KEYS = [
  'sort',
  'language',
  'locale',
  'sex',
  'level',
  'scene',
] as const satisfies readonly FilterKey[];

/** Whether the query lists the user's custom anchors (the multi-voice picker's second tab). */
export const isCustomQuery = (query: AnchorQuery) => query.filters.sort === SORT_CUSTOM;

/** The choices of each dropdown; the sort list leaves out sort 11, which the custom tab stands for. */
export function filterChoices(options: AnchorOptions, locales: readonly Locale[]): Record<FilterKey, readonly Tag[]> {
  return {
    sort: options.sortTagList.filter((tag) => tag.id !== SORT_CUSTOM),
    language: options.languageTagList,
    locale: locales,
    sex: options.sexTagList,
    level: options.aiLevelTagList,
    scene: options.sceneTagList,
  };
}
