import {
  type Anchor,
  type AnchorOptions,
  createStore,
  type DubKitClient,
  isAbortError,
  type Locale,
  type ReadableStore,
} from '@dubkit/sdk-core';
import { ANCHOR_PAGE_SIZE } from '@dubkit/sdk-core/anchors';
import {
  type AnchorQuery,
  DEFAULT_ANCHOR_QUERY,
  type FilterKey,
  pageCount,
  pageOf,
  regionsOf,
  searchBody,
  withFilter,
  withName,
  withoutName,
  withPage,
} from './anchorSearch';

/** Where the cards come from: the filtered (or name) search, or the user's favourites (filters off). */
export type AnchorSource = 'search' | 'favorites';
export type AnchorSearchStatus = 'loading' | 'ready' | 'error';

export interface AnchorSearchSnapshot {
  source: AnchorSource;
  query: AnchorQuery;
  favoritesPage: number;
  /** The tag lists; null until they have loaded. */
  options: AnchorOptions | null;
  /** The current language's locales, 全部地区 first. */
  locales: readonly Locale[];
  status: AnchorSearchStatus;
  anchors: readonly Anchor[];
  total: number;
  pages: number;
}

type AnchorCall = DubKitClient['anchors'];

/** The catalogue calls; the name search and the favourites only where the widget offers them. */
export type AnchorSearchCalls = Pick<AnchorCall, 'options' | 'locales' | 'search'> &
  Partial<Pick<AnchorCall, 'searchByName' | 'favorites'>>;

export interface AnchorSearchOptions {
  anchors: AnchorSearchCalls;
  pageSize?: number;
  query?: AnchorQuery;
  /** A failed search shows only the widget's error state, not also the client's error toast. */
  handled?: boolean;
  /** Hears every query the user moves to (not one the host sets). */
  onQueryChange?: (query: AnchorQuery, previous: AnchorQuery) => void;
}

export interface AnchorSearchStore extends ReadableStore<AnchorSearchSnapshot> {
  /** Loads the tags, the locales and the first page; returns the stop function. */
  start(): () => void;
  setSource(source: AnchorSource): void;
  setFilter(key: FilterKey, value: number): void;
  setPage(page: number): void;
  /** Searches by name (a blank name is refused before it comes here). */
  searchName(name: string): void;
  clearName(): void;
  /** Shows a query the host chose (its URL changed), without reporting it back. */
  setQuery(query: AnchorQuery): void;
  /** Patches one card, e.g. its favourite flag after the server accepted the change. */
  updateAnchor(id: number, patch: Partial<Anchor>): void;
  /** Loads the page again, and the tags if they failed. */
  reload(): void;
}

/**
 * The anchor search of the library and both pickers: filters, locales per language (cached), name search,
 * favourites, pages; the latest request wins.
 */
export function createAnchorSearchStore({
  anchors: calls,
  pageSize = ANCHOR_PAGE_SIZE,
  query = DEFAULT_ANCHOR_QUERY,
  handled = false,
  onQueryChange,
}: AnchorSearchOptions): AnchorSearchStore {
  const store = createStore<AnchorSearchSnapshot>({
    source: 'search',
    query,
    favoritesPage: 1,
    options: null,
    locales: regionsOf(query.filters.language, []),
    status: 'loading',
    anchors: [],
    total: 0,
    pages: 0,
  });
  const localeCache = new Map<number, Promise<Locale[]>>();
  let favorites: Promise<Anchor[]> | null = null;
  let request: AbortController | null = null;
  let running = false;

  const loadLocales = async (language: number) => {
    store.set({ locales: regionsOf(language, []) });
    if (language === 0) return;
    let pending = localeCache.get(language);
    if (!pending) {
      pending = calls.locales({ languageId: language }, { handled: true });
      localeCache.set(language, pending);
      pending.catch(() => localeCache.delete(language));
    }
    try {
      const locales = await pending;
      if (running && store.getSnapshot().query.filters.language === language)
        store.set({ locales: regionsOf(language, locales) });
    } catch {
      // Without its locales the language offers 全部地区 only.
    }
  };

  const loadOptions = async () => {
    try {
      const options = await calls.options(undefined, { handled: true });
      if (running) store.set({ options });
    } catch {
      // The filters stay hidden; the grid still lists the current query.
    }
  };

  const load = async () => {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    const { source, query: current, favoritesPage } = store.getSnapshot();
    store.set({ status: 'loading' });
    try {
      if (source === 'favorites' && calls.favorites) {
        // Not aborted: a page change reuses the same whole list.
        favorites ??= calls.favorites(undefined, { handled: true });
        const list = await favorites;
        if (request !== controller) return;
        const anchors = pageOf(list, favoritesPage, pageSize);
        store.set({ status: 'ready', anchors, total: list.length, pages: pageCount(list.length, pageSize) });
        return;
      }
      const signal = controller.signal;
      const result =
        current.name !== null && calls.searchByName
          ? await calls.searchByName({ page: current.page, name: current.name }, { handled, signal })
          : await calls.search(searchBody(current, pageSize), { handled, signal });
      if (request !== controller) return;
      const pages = pageCount(result.total, pageSize);
      // A page beyond the end (an old link, a shrunken list) moves to the last page.
      if (current.page > pages && pages > 0) return go(withPage(current, pages), true);
      store.set({ status: 'ready', anchors: result.list, total: result.total, pages });
    } catch (error) {
      if (source === 'favorites') favorites = null;
      if (request !== controller || isAbortError(error)) return;
      store.set({ status: 'error', anchors: [], total: 0, pages: 0 });
    }
  };

  /** Shows a new query: loads its page (and locales), and reports it when the user moved there. */
  const go = (next: AnchorQuery, report: boolean) => {
    const previous = store.getSnapshot().query;
    store.set({ query: next });
    if (next.filters.language !== previous.filters.language) void loadLocales(next.filters.language);
    void load();
    if (report) onQueryChange?.(next, previous);
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start: () => {
      running = true;
      const snapshot = store.getSnapshot();
      if (!snapshot.options) void loadOptions();
      void loadLocales(snapshot.query.filters.language);
      void load();
      return () => {
        running = false;
        request?.abort();
        request = null;
      };
    },
    setSource: (source) => {
      if (source === store.getSnapshot().source) return;
      // Entering the favourites fetches them afresh: they change in the library meanwhile.
      if (source === 'favorites') favorites = null;
      store.set({ source, favoritesPage: 1 });
      void load();
    },
    setFilter: (key, value) => {
      const { query: current } = store.getSnapshot();
      if (current.filters[key] === value && current.name === null) return;
      go(withFilter(current, key, value), true);
    },
    setPage: (page) => {
      const { source, query: current, favoritesPage, pages } = store.getSnapshot();
      if (page < 1 || (pages > 0 && page > pages)) return;
      if (source === 'favorites') {
        if (page === favoritesPage) return;
        store.set({ favoritesPage: page });
        void load();
      } else if (page !== current.page) go(withPage(current, page), true);
    },
    searchName: (name) => go(withName(store.getSnapshot().query, name), true),
    clearName: () => {
      const { query: current } = store.getSnapshot();
      if (current.name !== null) go(withoutName(current), true);
    },
    setQuery: (next) => go(next, false),
    updateAnchor: (id, patch) => {
      const { anchors } = store.getSnapshot();
      store.set({ anchors: anchors.map((anchor) => (anchor.id === id ? { ...anchor, ...patch } : anchor)) });
    },
    reload: () => {
      if (!store.getSnapshot().options) void loadOptions();
      void load();
    },
  };
}
