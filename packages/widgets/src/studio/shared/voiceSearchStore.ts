import {
  ALL_REGIONS,
  type Anchor,
  type AnchorOptions,
  createStore,
  type DubKitClient,
  isAbortError,
  type Locale,
  type ReadableStore,
} from '@dubkit/sdk-core';
import {
  DEFAULT_VOICE_QUERY,
  pageCount,
  pageOf,
  regionsOf,
  searchBody,
  type VoiceFilterKey,
  type VoiceQuery,
  withFilter,
  withPage,
} from './voiceQuery';

/** Where the cards come from: the filtered search, or the user's favourites (filters off). */
export type VoiceSource = 'search' | 'favorites';
export type VoiceStatus = 'loading' | 'ready' | 'error';

export interface VoiceSearchSnapshot {
  source: VoiceSource;
  query: VoiceQuery;
  favoritesPage: number;
  /** The tag lists; null until loaded. */
  options: AnchorOptions | null;
  /** The current language's regions, 全部地区 first. */
  regions: readonly Locale[];
  status: VoiceStatus;
  anchors: readonly Anchor[];
  total: number;
  pages: number;
}

export type VoiceCalls = Pick<DubKitClient['anchors'], 'options' | 'locales' | 'search' | 'favorites'>;

export interface VoiceSearchOptions {
  anchors: VoiceCalls;
  pageSize: number;
  query?: VoiceQuery;
}

export interface VoiceSearchStore extends ReadableStore<VoiceSearchSnapshot> {
  /** Loads the tags, the regions and the first page; returns the stop function. */
  start(): () => void;
  setSource(source: VoiceSource): void;
  setFilter(key: VoiceFilterKey, value: number): void;
  setPage(page: number): void;
  retry(): void;
}

/** The pickers' card list: filters, regions per language, favourites, pages; the latest request wins. */
export function createVoiceSearchStore({
  anchors: calls,
  pageSize,
  query = DEFAULT_VOICE_QUERY,
}: VoiceSearchOptions): VoiceSearchStore {
  const store = createStore<VoiceSearchSnapshot>({
    source: 'search',
    query,
    favoritesPage: 1,
    options: null,
    regions: regionsOf(query.filters.language, []),
    status: 'loading',
    anchors: [],
    total: 0,
    pages: 0,
  });
  const regionCache = new Map<number, Promise<Locale[]>>();
  let favorites: Promise<Anchor[]> | null = null;
  let request: AbortController | null = null;
  let running = false;

  const loadRegions = async (language: number) => {
    if (language === 0) return store.set({ regions: regionsOf(0, []) });
    store.set({ regions: [ALL_REGIONS] });
    let pending = regionCache.get(language);
    if (!pending) {
      pending = calls.locales({ languageId: language }, { handled: true });
      regionCache.set(language, pending);
      pending.catch(() => regionCache.delete(language));
    }
    try {
      const locales = await pending;
      if (running && store.getSnapshot().query.filters.language === language)
        store.set({ regions: regionsOf(language, locales) });
    } catch {
      // Without its regions the language offers 全部地区 only.
    }
  };

  const load = async () => {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    const { source, query: current, favoritesPage } = store.getSnapshot();
    store.set({ status: 'loading' });
    try {
      if (source === 'favorites') {
        // Not aborted: a page change reuses the same whole list.
        favorites ??= calls.favorites(undefined, { handled: true });
        const list = await favorites;
        if (request !== controller) return;
        store.set({
          status: 'ready',
          anchors: pageOf(list, favoritesPage, pageSize),
          total: list.length,
          pages: pageCount(list.length, pageSize),
        });
        return;
      }
      const result = await calls.search(searchBody(current, pageSize), { handled: true, signal: controller.signal });
      if (request !== controller) return;
      store.set({
        status: 'ready',
        anchors: result.list,
        total: result.total,
        pages: pageCount(result.total, pageSize),
      });
    } catch (error) {
      if (source === 'favorites') favorites = null;
      if (request !== controller || isAbortError(error)) return;
      store.set({ status: 'error', anchors: [], total: 0, pages: 0 });
    }
  };

  const go = (next: VoiceQuery) => {
    const previous = store.getSnapshot().query;
    store.set({ query: next });
    if (next.filters.language !== previous.filters.language) void loadRegions(next.filters.language);
    void load();
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start() {
      running = true;
      calls.options(undefined, { handled: true }).then(
        (options) => running && store.set({ options }),
        () => {},
      );
      void loadRegions(store.getSnapshot().query.filters.language);
      void load();
      return () => {
        running = false;
        request?.abort();
        request = null;
      };
    },
    setSource(source) {
      if (source === store.getSnapshot().source) return;
      // Entering the favourites fetches them afresh: they change in the library meanwhile.
      if (source === 'favorites') favorites = null;
      store.set({ source, favoritesPage: 1 });
      void load();
    },
    setFilter: (key, value) => go(withFilter(store.getSnapshot().query, key, value)),
    setPage(page) {
      const { source, query: current } = store.getSnapshot();
      if (source === 'favorites') store.set({ favoritesPage: page });
      else store.set({ query: withPage(current, page) });
      void load();
    },
    retry: () => void load(),
  };
}
