import {
  type Anchor,
  type AnchorVoiceEngine,
  type BackgroundMusic,
  routes,
  type SoundCategory,
  type SoundEffect,
  type Task,
  type Work,
} from '@dubkit/sdk-core';
import { SORT_CUSTOM } from '@dubkit/sdk-core/anchors';
import type { RequestHandler } from 'msw';
import { fail, type MockOptions, mock } from '../mock';
import {
  anchorDetailOf,
  anchorOptions,
  backgroundMusic,
  anchors as catalogue,
  customAnchor,
  customAnchorOnServer,
  customDetailOf,
  customListItem,
  localesByLanguage,
  soundCategories,
  soundsByCategory,
  tasks as taskList,
  works as workList,
} from './fixtures';

/** Story handlers of the studio widgets, typed by the contract and filtering like the reference server. */

const pageOf = <T>(list: readonly T[], page: number, size: number) => ({
  total: list.length,
  list: list.slice((page - 1) * size, page * size),
});

function matches(anchor: Anchor, body: Record<string, unknown>) {
  const language = Number(body.languageId ?? 0);
  const sex = Number(body.sex ?? 0);
  const level = Number(body.aiLevel ?? 0);
  const scene = anchorOptions.sceneTagList.find((tag) => tag.id === Number(body.sceneId ?? 0));
  return (
    (!language || anchor.languageId === language) &&
    (!sex || anchor.sex === sex) &&
    (!level || anchor.level === level) &&
    (!scene?.id || anchor.sceneList.some((item) => item.name === scene.name))
  );
}

export interface CatalogueOptions extends MockOptions {
  list?: readonly Anchor[];
  favorites?: readonly Anchor[];
  custom?: readonly Anchor[];
  /** Hears each search body. */
  onSearch?: (body: Record<string, unknown>) => void;
  /** The engine each system anchor's detail names (a server with neural speech providers); none by default. */
  voiceEngine?: AnchorVoiceEngine;
}

/** Tags, regions, search (sort 11: the custom anchors), favourites and details. */
export function catalogueHandlers({
  list = catalogue,
  favorites = list.filter((anchor) => anchor.favorite),
  custom = [customListItem],
  onSearch,
  delayMs,
  voiceEngine,
}: CatalogueOptions = {}): RequestHandler[] {
  const calls = routes.anchors;
  return [
    mock(calls.options, anchorOptions),
    mock(calls.locales, ({ query }) => localesByLanguage[Number(query.get('languageId'))] ?? []),
    mock(
      calls.search,
      ({ body }) => {
        const filters = (body ?? {}) as Record<string, unknown>;
        onSearch?.(filters);
        const page = Number(filters.page ?? 1);
        const size = Number(filters.pageSize ?? 20);
        if (Number(filters.sort) === SORT_CUSTOM) return pageOf(custom, page, size);
        const found = list.filter((anchor) => matches(anchor, filters));
        return pageOf(Number(filters.sort) === 2 ? [...found].reverse() : found, page, size);
      },
      { delayMs },
    ),
    mock(calls.favorites, [...favorites], { delayMs }),
    mock(calls.detail, ({ query }) => {
      const id = Number(query.get('anchorId'));
      if (Number(query.get('anchorType')) === 1) {
        const base = list.find((anchor) => anchor.id === 12);
        return id === customAnchor.id && base ? customDetailOf(base) : fail(404, `无法识别主播：${id}`);
      }
      const anchor = list.find((item) => item.id === id);
      return anchor
        ? { ...anchorDetailOf(anchor), ...(voiceEngine ? { voiceEngine } : {}) }
        : fail(404, `无法识别主播：${id}`);
    }),
    mock(calls.customDetail, ({ query }) =>
      Number(query.get('anchorId')) === customAnchor.id ? customAnchorOnServer : fail(404, '无法识别主播ID'),
    ),
  ];
}

/** GET /api/tts/task/list over a list of tasks. */
export function taskHandlers(list: readonly Task[] = taskList, options: MockOptions = {}): RequestHandler[] {
  return [
    mock(
      routes.tasks.list,
      ({ query }) => pageOf(list, Number(query.get('page') ?? 1), Number(query.get('size') ?? 13)),
      options,
    ),
  ];
}

/**
 * Drafts that can be deleted: the list, and a delete that removes the draft. `reset` (call it as the story mounts)
 * starts every rendering from the full list.
 */
export function draftServer(initial: readonly Work[] = workList, options: MockOptions = {}) {
  let list = [...initial];
  return {
    reset: () => {
      list = [...initial];
    },
    handlers: [
      mock(
        routes.works.list,
        ({ query }) => pageOf(list, Number(query.get('page') ?? 1), Number(query.get('pageSize') ?? 10)),
        options,
      ),
      mock(routes.works.delete, ({ query }) => {
        list = list.filter((work) => work.workId !== Number(query.get('workId')));
        return null;
      }),
    ],
  };
}

export interface ToolbarMediaOptions extends MockOptions {
  categories?: readonly SoundCategory[];
  sounds?: Readonly<Record<number, readonly SoundEffect[]>>;
  music?: readonly BackgroundMusic[];
  /** Hears each background-music list query. */
  onBgmList?: (query: Record<string, string>) => void;
}

/** The toolbar's media: sound-effect categories, each category's sounds, and the background-music list. */
export function toolbarMediaHandlers({
  categories = soundCategories,
  sounds = soundsByCategory,
  music = backgroundMusic,
  onBgmList,
  delayMs,
}: ToolbarMediaOptions = {}): RequestHandler[] {
  const calls = routes.works;
  return [
    mock(calls.soundCategories, [...categories], { delayMs }),
    mock(calls.sounds, ({ body }) => [...(sounds[Number((body as { styleId?: number })?.styleId)] ?? [])], {
      delayMs,
    }),
    mock(
      calls.bgmList,
      ({ query }) => {
        onBgmList?.(Object.fromEntries(query));
        return [...music];
      },
      { delayMs },
    ),
  ];
}
