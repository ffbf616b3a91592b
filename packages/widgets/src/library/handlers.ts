import {
  ALL_REGIONS,
  type Anchor,
  type CustomAnchor,
  type MemberInfo,
  routes,
  type VipProduct,
} from '@dubkit/sdk-core';
import type { RequestHandler } from 'msw';
import {
  anchorDetailOf,
  anchorOptions,
  anchors,
  customAnchor,
  customListItem,
  goldMember,
  lastPayments,
  localesByLanguage,
  orderOf,
  products,
  visitorMember,
} from './fixtures';
import { Failure, type ReplyOptions, reply } from './testing';

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

export interface CheckoutServerOptions {
  /** The check's answer for an order: 1 paid, -1 expired, else waiting. */
  status?: (orderNo: string) => number;
  productList?: readonly VipProduct[];
  productDelay?: ReplyOptions['delay'];
  /** The member info until an order is paid; the gold membership after. */
  member?: MemberInfo;
}

/**
 * Products, recent purchases, orders whose check answers `status`, and the member info, which turns gold once an
 * order is paid. `reset` (pass it as `parameters.dubkit.setup`) starts every rendering from the same state.
 */
export function checkoutServer({
  status = () => 0,
  productList = products,
  productDelay,
  member = visitorMember,
}: CheckoutServerOptions = {}) {
  let serial = 0;
  let paid = false;
  return {
    reset: () => {
      serial = 0;
      paid = false;
    },
    handlers: [
      reply(routes.trade.vipProducts, [...productList], { delay: productDelay }),
      reply(routes.trade.lastPayments, lastPayments),
      reply(routes.trade.memberInfo, () => (paid ? goldMember : member)),
      reply(routes.trade.newPresetOrder, ({ body }) => {
        serial += 1;
        return orderOf(Number(body.productId), Number(body.payMethod) === 2 ? 2 : 1, serial);
      }),
      reply(routes.trade.checkPresetOrderStatus, ({ query }) => {
        const answer = status(query.get('orderNo') ?? '');
        if (answer === 1) paid = true;
        return { status: answer, subtitle: '' };
      }),
    ],
  };
}
