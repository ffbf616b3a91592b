import { type Anchor, type CustomAnchor, routes } from '@dubkit/sdk-core';
import { ALL_REGIONS } from '@dubkit/sdk-core/anchors';
import type { RequestHandler } from 'msw';
import { Failure, type ReplyOptions, reply } from '../reply';
import { anchorDetailOf, anchorOptions, anchors, customAnchor, customListItem, localesByLanguage } from './fixtures';

/** Story handlers of the library widgets: the catalogue filtered like the reference server, typed by the contract. */

const calls = routes.anchors;

function matches(anchor: Anchor, filters: { sex: number; level: number; scene: number; language: number }) {
  const scene = anchorOptions.sceneTagList.find((tag) => tag.id === filters.scene)?.name;
  return (
    (!filters.language || anchor.languageId === filters.language) &&
    (!filters.sex || anchor.sex === filters.sex) &&
    (!filters.level || anchor.level === filters.level) &&
    (!filters.scene || anchor.sceneList.some((item) => item.name === scene))
  );
}

const pageOf = <T>(list: readonly T[], page: number, size: number) => ({
  total: list.length,
  list: list.slice((page - 1) * size, page * size),
});

/** POST /api/anchor/search over a list; sort 11 answers with the custom anchors. */
export function searchHandler(list: readonly Anchor[] = anchors, options?: ReplyOptions): RequestHandler {
  return reply(
    calls.search,
    ({ body }) => {
      const page = Number(body.page ?? 1);
      const size = Number(body.pageSize ?? 20);
      if (Number(body.sort) === 11) return pageOf([customListItem], page, size);
      const found = list.filter((anchor) =>
        matches(anchor, {
          sex: Number(body.sex ?? 0),
          level: Number(body.aiLevel ?? 0),
          scene: Number(body.sceneId ?? 0),
          language: Number(body.languageId ?? 1),
        }),
      );
      return pageOf(Number(body.sort) === 2 ? [...found].reverse() : found, page, size);
    },
    options,
  );
}

export function catalogueHandlers({ list = anchors, delay }: { list?: readonly Anchor[] } & ReplyOptions = {}) {
  return [
    reply(calls.options, anchorOptions, { delay }),
    reply(calls.locales, ({ query }) => localesByLanguage[Number(query.get('languageId'))] ?? [ALL_REGIONS]),
    searchHandler(list, { delay }),
    reply(calls.searchByName, ({ query }) => {
      const name = query.get('name') ?? '';
      return pageOf(
        list.filter((anchor) => anchor.name.includes(name)),
        Number(query.get('page') ?? 1),
        20,
      );
    }),
    reply(calls.detail, ({ query }) => {
      const anchor = list.find((item) => item.id === Number(query.get('anchorId')));
      return anchor ? anchorDetailOf(anchor) : new Failure(400, '无法识别主播ID');
    }),
    reply(calls.favorite, null),
    reply(calls.unfavorite, null),
  ];
}

/** The custom anchor's detail, update (echoing the edit) and delete. */
export function customAnchorHandlers(anchor: CustomAnchor = customAnchor, options?: ReplyOptions) {
  return [
    reply(calls.customDetail, anchor, options),
    reply(calls.customUpdate, ({ body }) => ({ ...anchor, ...body, description: body.comment }), options),
    reply(calls.customDelete, null, options),
  ];
}
