import type { Anchor, Page } from '@dubkit/sdk-core';
import { SORT_CUSTOM } from '@dubkit/sdk-core/anchors';
import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import {
  anchorDetail,
  anchorOptions,
  favoriteAnchors,
  localesOf,
  searchAnchors,
  searchAnchorsByName,
  setFavorite,
} from '../../domain/catalogue';
import type { ServerContext } from '../../domain/context';
import {
  addCustomAnchor,
  customAnchorAsDetail,
  customAnchorDetail,
  customAnchorList,
  customAnchorPage,
  deleteCustomAnchor,
  updateCustomAnchor,
} from '../../domain/customAnchors';
import { notLoggedIn } from '../../domain/errors';
import { handle } from '../envelope';

export function anchorRoutes(app: FastifyInstance, ctx: ServerContext) {
  const calls = contract.anchors;
  handle(app, ctx, calls.options, 'public', async () => anchorOptions(ctx));
  handle(app, ctx, calls.locales, 'public', async ({ languageId }) => localesOf(ctx, languageId));
  // Sort 11 (the multi-voice picker's second tab) answers with the user's custom anchors.
  handle(app, ctx, calls.search, 'optional', async (filters, { user }) => {
    if (filters.sort !== SORT_CUSTOM) return searchAnchors(ctx, user?.id ?? null, filters);
    if (!user) return { total: 0, list: [] };
    return customAnchorPage(ctx, user.id, filters.page, filters.pageSize) as unknown as Page<Anchor>;
  });
  handle(app, ctx, calls.searchByName, 'optional', async ({ name, page }, { user }) =>
    searchAnchorsByName(ctx, user?.id ?? null, name, page),
  );
  handle(app, ctx, calls.detail, 'optional', async ({ anchorId, anchorType }, { user }) => {
    if (anchorType === 1) {
      if (!user) throw notLoggedIn();
      return customAnchorAsDetail(ctx, user.id, anchorId);
    }
    return anchorDetail(ctx, user?.id ?? null, anchorId);
  });
  handle(app, ctx, calls.favorites, 'user', async (_input, { user }) => favoriteAnchors(ctx, user.id));
  handle(app, ctx, calls.favorite, 'user', async ({ anchorId }, { user }) => {
    await setFavorite(ctx, user.id, anchorId, true);
    return null;
  });
  handle(app, ctx, calls.unfavorite, 'user', async ({ anchorId }, { user }) => {
    await setFavorite(ctx, user.id, anchorId, false);
    return null;
  });
  handle(app, ctx, calls.customSearch, 'user', async ({ page = 1, pageSize = 20, name }, { user }) => {
    const result = await customAnchorPage(ctx, user.id, page, pageSize);
    const term = name?.trim();
    return term ? { total: result.list.length, list: result.list.filter((a) => a.name.includes(term)) } : result;
  });
  handle(app, ctx, calls.customDetail, 'user', async ({ anchorId }, { user }) =>
    customAnchorDetail(ctx, user.id, anchorId),
  );
  handle(app, ctx, calls.customList, 'user', async (_input, { user }) => customAnchorList(ctx, user.id));
  handle(app, ctx, calls.customDelete, 'user', async ({ anchorId }, { user }) => {
    await deleteCustomAnchor(ctx, user.id, anchorId);
    return null;
  });
  handle(app, ctx, calls.customAdd, 'user', async (input, { user }) => addCustomAnchor(ctx, user.id, input));
  handle(app, ctx, calls.customUpdate, 'user', async ({ id, ...input }, { user }) =>
    updateCustomAnchor(ctx, user.id, id, input),
  );
}
