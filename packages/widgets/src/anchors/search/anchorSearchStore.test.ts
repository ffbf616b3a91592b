import type { Anchor, AnchorSearchBody, Locale } from '@dubkit/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { anchorOptions, anchors, localesByLanguage } from '../../testing/studio/fixtures';
import { type AnchorSearchCalls, createAnchorSearchStore } from './anchorSearchStore';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeCalls(overrides: Partial<AnchorSearchCalls> = {}) {
  const search = vi.fn(async (body: AnchorSearchBody) => {
    const size = Number(body.pageSize);
    const page = Number(body.page);
    return { total: anchors.length, list: anchors.slice((page - 1) * size, page * size) };
  });
  const locales = vi.fn(async ({ languageId }: { languageId: number }) => localesByLanguage[languageId] as Locale[]);
  const favorites = vi.fn(async () => anchors.filter((anchor) => anchor.favorite));
  const calls = {
    options: vi.fn(async () => anchorOptions),
    locales,
    search,
    favorites,
    ...overrides,
  } as unknown as AnchorSearchCalls;
  return { calls, search, locales, favorites };
}

describe('anchor search store', () => {
  it('loads the tags and the first page with the default filters', async () => {
    const { calls, search, locales } = fakeCalls();
    const store = createAnchorSearchStore({ anchors: calls, pageSize: 30 });
    const stop = store.start();
    expect(store.getSnapshot().status).toBe('loading');
    await settle();
    const snapshot = store.getSnapshot();
    expect(snapshot).toMatchObject({ status: 'ready', total: 40, pages: 2, options: anchorOptions });
    expect(snapshot.anchors).toHaveLength(30);
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, pageSize: 30, sort: 1, languageId: 0 }),
      expect.anything(),
    );
    expect(locales).not.toHaveBeenCalled();
    expect(snapshot.locales).toEqual([{ id: 0, name: '全部地区' }]);
    stop();
  });

  it('reloads the regions for a new language and resets the region; language 0 needs no request', async () => {
    const { calls, locales } = fakeCalls();
    const store = createAnchorSearchStore({ anchors: calls, pageSize: 30 });
    const stop = store.start();
    store.setFilter('language', 1);
    await settle();
    expect(store.getSnapshot().locales.map((region) => region.name)).toEqual(['全部地区', '中国大陆', '中国台湾']);
    store.setFilter('locale', 102);
    store.setFilter('language', 2);
    expect(store.getSnapshot().query.filters.locale).toBe(0);
    await settle();
    expect(store.getSnapshot().locales.map((region) => region.name)).toEqual(['全部地区', '中国香港', '广东']);
    store.setFilter('language', 0);
    expect(store.getSnapshot().locales).toEqual([{ id: 0, name: '全部地区' }]);
    expect(locales).toHaveBeenCalledTimes(2);
    stop();
  });

  it('restarts at page 1 when a filter changes', async () => {
    const { calls, search } = fakeCalls();
    const store = createAnchorSearchStore({ anchors: calls, pageSize: 30 });
    const stop = store.start();
    store.setPage(2);
    await settle();
    expect(store.getSnapshot().anchors).toHaveLength(10);
    store.setFilter('sex', 2);
    expect(store.getSnapshot().query.page).toBe(1);
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, sex: 2 }), expect.anything());
    stop();
  });

  it('pages through the favourites without filters and fetches them afresh on entering', async () => {
    const { calls, search, favorites } = fakeCalls();
    const store = createAnchorSearchStore({ anchors: calls, pageSize: 3 });
    const stop = store.start();
    store.setSource('favorites');
    await settle();
    expect(store.getSnapshot()).toMatchObject({ source: 'favorites', total: 8, pages: 3 });
    store.setPage(3);
    await settle();
    expect(store.getSnapshot().anchors.map((anchor: Anchor) => anchor.id)).toEqual([41, 46]);
    expect(favorites).toHaveBeenCalledTimes(1);
    const searches = search.mock.calls.length;
    store.setSource('search');
    store.setSource('favorites');
    await settle();
    expect(favorites).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().favoritesPage).toBe(1);
    expect(search).toHaveBeenCalledTimes(searches + 1);
    stop();
  });

  it('shows an error state and loads again on retry', async () => {
    let fail = true;
    const { calls } = fakeCalls({
      search: vi.fn(async () => {
        if (fail) throw new Error('down');
        return { total: 1, list: anchors.slice(0, 1) };
      }) as unknown as AnchorSearchCalls['search'],
    });
    const store = createAnchorSearchStore({ anchors: calls, pageSize: 30 });
    const stop = store.start();
    await settle();
    expect(store.getSnapshot().status).toBe('error');
    fail = false;
    store.reload();
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', total: 1 });
    stop();
  });

  it('keeps the latest answer when requests overlap', async () => {
    const answers: Array<(value: { total: number; list: Anchor[] }) => void> = [];
    const { calls } = fakeCalls({
      search: vi.fn(
        (_body: AnchorSearchBody, options?: { signal?: AbortSignal }) =>
          new Promise((resolve, reject) => {
            answers.push(resolve);
            options?.signal?.addEventListener('abort', () =>
              reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
            );
          }),
      ) as unknown as AnchorSearchCalls['search'],
    });
    const store = createAnchorSearchStore({ anchors: calls, pageSize: 30 });
    const stop = store.start();
    store.setFilter('sex', 1);
    answers[1]?.({ total: 2, list: anchors.slice(0, 2) });
    answers[0]?.({ total: 40, list: anchors.slice(0, 30) });
    await settle();
    expect(store.getSnapshot().total).toBe(2);
    stop();
  });
});
