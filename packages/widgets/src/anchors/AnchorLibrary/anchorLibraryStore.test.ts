import type { Anchor, AnchorOptions, AnchorSearchBody, Page } from '@dubkit/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { type AnchorCalls, createAnchorLibraryStore } from './anchorLibraryStore';

const tags: AnchorOptions = {
  sortTagList: [{ id: 1, name: '热门推荐' }],
  sceneTagList: [{ id: 0, name: '全部' }],
  styleTagList: [],
  sexTagList: [{ id: 0, name: '全部' }],
  languageTagList: [
    { id: 1, name: '普通话' },
    { id: 2, name: '粤语' },
  ],
  aiLevelTagList: [{ id: 0, name: '全部' }],
};

const anchor = (id: number) => ({ id, name: `主播${id}`, favorite: false }) as Anchor;
const page = (total: number, ids: number[]): Page<Anchor> => ({ total, list: ids.map(anchor) });

type Calls = {
  [K in keyof AnchorCalls]: ReturnType<
    typeof vi.fn<(...args: Parameters<AnchorCalls[K]>) => ReturnType<AnchorCalls[K]>>
  >;
};

/** Resolves every pending promise and timer callback queued so far. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(params = {}, prepare?: (calls: Calls) => void) {
  const calls = {
    options: vi.fn(async () => tags),
    locales: vi.fn(async ({ languageId }: { languageId: number }) =>
      languageId === 1
        ? [
            { id: 0, name: '全部地区' },
            { id: 101, name: '中国大陆' },
          ]
        : [{ id: 201, name: '香港' }],
    ),
    search: vi.fn(async (body: AnchorSearchBody) => page(45, [Number(body.page ?? 1)])),
    searchByName: vi.fn(async ({ page: p }: { page: number; name: string }) => page(2, [100 + p])),
  };
  prepare?.(calls);
  const onParamsChange = vi.fn();
  const store = createAnchorLibraryStore({
    anchors: calls as unknown as AnchorCalls,
    params,
    onParamsChange,
    emptySearchMessage: '请输入搜索内容',
  });
  const stop = store.start();
  return { calls, store, stop, onParamsChange };
}

describe('createAnchorLibraryStore', () => {
  it('loads the tags, the language locales and the first page of the default filters', async () => {
    const { store, calls } = setup();
    expect(store.getSnapshot().status).toBe('loading');
    await settle();
    const snapshot = store.getSnapshot();
    expect(snapshot.options).toBe(tags);
    expect(snapshot.locales.map((l) => l.id)).toEqual([0, 101]);
    expect(calls.search).toHaveBeenCalledWith(
      { page: 1, pageSize: 20, sort: 1, sceneId: 0, languageId: 1, localeId: 0, sex: 0, aiLevel: 0 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(snapshot).toMatchObject({ status: 'ready', total: 45, pages: 3 });
    expect(snapshot.anchors.map((a) => a.id)).toEqual([1]);
  });

  it('reads its query from the URL parameters and does not report them back on load', async () => {
    const { store, calls, onParamsChange } = setup({ page: '2', scene: '3', language: '2', sort: '2' });
    await settle();
    expect(calls.search.mock.calls[0]?.[0]).toMatchObject({ page: 2, sceneId: 3, languageId: 2, sort: 2 });
    expect(store.getSnapshot().locales.map((l) => l.id)).toEqual([0, 201]);
    expect(onParamsChange).not.toHaveBeenCalled();
  });

  it('reports every change of the URL parameters, and a filter change goes to page 1', async () => {
    const { store, calls, onParamsChange } = setup();
    await settle();
    store.setPage(3);
    expect(onParamsChange).toHaveBeenLastCalledWith({
      page: '3',
      scene: '0',
      sex: '0',
      language: '1',
      level: '0',
      sort: '1',
      locale: '0',
      name: undefined,
    });
    store.setFilter('sex', 2);
    expect(onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: '1', sex: '2' }));
    await settle();
    expect(calls.search.mock.calls.at(-1)?.[0]).toMatchObject({ page: 1, sex: 2 });
  });

  it('resets the locale and loads the new locales when the language changes', async () => {
    const { store, calls } = setup();
    await settle();
    store.setFilter('locale', 101);
    await settle();
    expect(calls.search.mock.calls.at(-1)?.[0]).toMatchObject({ localeId: 101 });
    store.setFilter('language', 2);
    expect(store.getSnapshot().query.filters).toMatchObject({ language: 2, locale: 0 });
    await settle();
    expect(store.getSnapshot().locales.map((l) => l.id)).toEqual([0, 201]);
    expect(calls.search.mock.calls.at(-1)?.[0]).toMatchObject({ languageId: 2, localeId: 0 });
    store.setFilter('language', 1);
    await settle();
    // Locales already fetched are reused.
    expect(calls.locales).toHaveBeenCalledTimes(2);
  });

  it('warns on an empty name and otherwise searches by name until a filter changes', async () => {
    const { store, calls, onParamsChange } = setup({ page: '2' });
    await settle();
    expect(store.searchName('  ')).toBe('请输入搜索内容');
    expect(calls.searchByName).not.toHaveBeenCalled();
    expect(store.searchName('晓')).toBeNull();
    await settle();
    expect(calls.searchByName).toHaveBeenLastCalledWith({ page: 1, name: '晓' }, expect.anything());
    expect(store.getSnapshot()).toMatchObject({ query: { name: '晓', page: 1 }, total: 2, pages: 1 });
    expect(onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: '1' }));
    store.setFilter('scene', 1);
    await settle();
    expect(store.getSnapshot().query.name).toBeNull();
    expect(calls.search.mock.calls.at(-1)?.[0]).toMatchObject({ page: 1, sceneId: 1 });
  });

  it('clears the name search back to the filtered list', async () => {
    const { store, calls } = setup();
    await settle();
    store.searchName('晓');
    await settle();
    store.clearName();
    await settle();
    expect(store.getSnapshot().query.name).toBeNull();
    expect(calls.search).toHaveBeenCalledTimes(2);
  });

  it('shows only the latest answer when requests overlap', async () => {
    const { store, calls } = setup();
    await settle();
    let release: (value: Page<Anchor>) => void = () => {};
    calls.search.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    store.setPage(2);
    store.setPage(3);
    await settle();
    release(page(45, [2]));
    await settle();
    expect(store.getSnapshot().anchors.map((a) => a.id)).toEqual([3]);
  });

  it('follows the host URL, but not its echo of the parameters it reported', async () => {
    const { store, calls, onParamsChange } = setup({ page: '3' });
    await settle();
    store.setFilter('locale', 101);
    store.setPage(2);
    store.searchName('晓');
    await settle();
    const searches = calls.searchByName.mock.calls.length;
    expect(onParamsChange).toHaveBeenCalledTimes(3);
    store.setParams(onParamsChange.mock.lastCall?.[0] ?? {});
    expect(store.getSnapshot().query.name).toBe('晓');
    store.setParams({ page: '2', language: '1', locale: '101' });
    await settle();
    expect(store.getSnapshot().query).toEqual({
      filters: { sort: 1, scene: 0, sex: 0, language: 1, level: 0, locale: 101 },
      page: 2,
      name: null,
    });
    expect(calls.searchByName).toHaveBeenCalledTimes(searches);
    expect(onParamsChange).toHaveBeenCalledTimes(3);
  });

  it('reports the region and the searched name, and follows them back and forward', async () => {
    const { store, calls, onParamsChange } = setup();
    await settle();
    store.setFilter('locale', 101);
    expect(onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ locale: '101', name: undefined }));
    store.searchName('晓');
    expect(onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ locale: '101', name: '晓', page: '1' }));
    // Back: the URL before the search.
    store.setParams({ locale: '101' });
    await settle();
    expect(store.getSnapshot().query).toMatchObject({ filters: { locale: 101 }, name: null });
    expect(calls.search).toHaveBeenLastCalledWith(expect.objectContaining({ localeId: 101 }), expect.anything());
    // Forward: the search again.
    store.setParams({ locale: '101', name: '晓' });
    await settle();
    expect(calls.searchByName).toHaveBeenLastCalledWith({ page: 1, name: '晓' }, expect.anything());
    expect(onParamsChange).toHaveBeenCalledTimes(2);
  });

  it('opens on the region and the name search of the link', async () => {
    const { store, calls } = setup({ locale: '101', name: '晓', page: '2' }, (calls) =>
      calls.searchByName.mockImplementation(async ({ page: p }) => page(45, [100 + p])),
    );
    await settle();
    expect(store.getSnapshot().query).toMatchObject({ filters: { locale: 101 }, name: '晓', page: 2 });
    expect(calls.searchByName).toHaveBeenCalledWith({ page: 2, name: '晓' }, expect.anything());
    expect(calls.search).not.toHaveBeenCalled();
  });

  it('moves to the last page when the page asked for is beyond the end', async () => {
    const { store, onParamsChange } = setup({ page: '9' }, (calls) =>
      calls.search.mockImplementationOnce(async () => page(45, [])),
    );
    await settle();
    await settle();
    expect(store.getSnapshot()).toMatchObject({ query: { page: 3 }, status: 'ready' });
    expect(onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: '3' }));
  });

  it('shows the error state when the search fails, and loads again', async () => {
    const { store } = setup({}, (calls) => calls.search.mockRejectedValueOnce(new Error('网络错误')));
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'error', anchors: [] });
    store.reload();
    await settle();
    expect(store.getSnapshot().status).toBe('ready');
  });

  it('patches one card', async () => {
    const { store } = setup();
    await settle();
    store.updateAnchor(1, { favorite: true });
    expect(store.getSnapshot().anchors[0]?.favorite).toBe(true);
  });

  it('ignores answers after it is stopped', async () => {
    const { store, stop } = setup();
    stop();
    await settle();
    expect(store.getSnapshot().options).toBeNull();
    expect(store.getSnapshot().status).toBe('loading');
  });
});
