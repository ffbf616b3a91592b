import {
  type Anchor,
  type AnchorOptions,
  createStore,
  type DubKitClient,
  isAbortError,
  type Locale,
  type ReadableStore,
} from '@dubkit/sdk-core';
import {
  type FilterKey,
  type LibraryQuery,
  pageCount,
  paramsFromQuery,
  type QueryParams,
  queryFromParams,
  sameParams,
  searchBody,
  validateSearchName,
  withAllRegions,
  withFilter,
  withName,
  withoutName,
  withPage,
} from './anchorQuery';

export type LibraryStatus = 'loading' | 'ready' | 'error';

export interface AnchorLibrarySnapshot {
  query: LibraryQuery;
  /** The tag lists; null until they have loaded. */
  options: AnchorOptions | null;
  /** The current language's locales, 全部地区 first. */
  locales: readonly Locale[];
  status: LibraryStatus;
  anchors: readonly Anchor[];
  total: number;
  pages: number;
}

export type AnchorCalls = Pick<DubKitClient['anchors'], 'options' | 'locales' | 'search' | 'searchByName'>;

export interface AnchorLibraryOptions {
  anchors: AnchorCalls;
  /** The query parameters read on load. */
  params?: QueryParams;
  /** Hears the URL parameters whenever the user changes what they say; an undefined one is to be removed. */
  onParamsChange?: (params: QueryParams) => void;
  /** The warning for an empty name search. */
  emptySearchMessage: string;
}

export interface AnchorLibraryStore extends ReadableStore<AnchorLibrarySnapshot> {
  /** Loads the tags, the locales and the first page; returns the stop function. */
  start(): () => void;
  setFilter(key: FilterKey, value: number): void;
  setPage(page: number): void;
  /** Searches by name; an empty name changes nothing and returns the warning. */
  searchName(name: string): string | null;
  clearName(): void;
  /** The host's URL changed (back, forward, a link): follow it unless it says what is shown already. */
  setParams(params: QueryParams): void;
  /** Patches one card, e.g. its favourite flag after the server accepted the change. */
  updateAnchor(id: number, patch: Partial<Anchor>): void;
  /** Loads the page again, and the tags if they failed. */
  reload(): void;
}

/** The anchor library's state: filters, locales, name search, the page shown and the URL parameters. */
export function createAnchorLibraryStore(options: AnchorLibraryOptions): AnchorLibraryStore {
  const { anchors: calls, onParamsChange, emptySearchMessage } = options;
  const store = createStore<AnchorLibrarySnapshot>({
    query: queryFromParams(options.params ?? {}),
    options: null,
    locales: withAllRegions([]),
    status: 'loading',
    anchors: [],
    total: 0,
    pages: 0,
  });
  const localeCache = new Map<number, Promise<Locale[]>>();
  let search: AbortController | null = null;
  let running = false;

  const loadLocales = async (language: number) => {
    let request = localeCache.get(language);
    if (!request) {
      request = calls.locales({ languageId: language }, { handled: true }).then(withAllRegions);
      localeCache.set(language, request);
      request.catch(() => localeCache.delete(language));
    }
    try {
      const locales = await request;
      if (running && store.getSnapshot().query.filters.language === language) store.set({ locales });
    } catch {
      // Without locales the row offers 全部地区 only.
      if (running) store.set({ locales: withAllRegions([]) });
    }
  };

  const loadPage = async () => {
    search?.abort();
    const controller = new AbortController();
    search = controller;
    const { query } = store.getSnapshot();
    store.set({ status: 'loading' });
    try {
      const result =
        query.name === null
          ? await calls.search(searchBody(query), { signal: controller.signal })
          : await calls.searchByName({ page: query.page, name: query.name }, { signal: controller.signal });
      if (search !== controller) return;
      const pages = pageCount(result.total);
      // A page beyond the end (an old link, a shrunken list) moves to the last page.
      if (query.page > pages && pages > 0) return go(withPage(query, pages), true);
      store.set({ status: 'ready', anchors: result.list, total: result.total, pages });
    } catch (error) {
      if (search !== controller || isAbortError(error)) return;
      store.set({ status: 'error', anchors: [], total: 0, pages: 0 });
    }
  };

  const loadOptions = async () => {
    try {
      const tags = await calls.options(undefined, { handled: true });
      if (running) store.set({ options: tags });
    } catch {
      // The tag rows stay hidden; the grid still lists the default filters.
    }
  };

  /** Shows a new query: loads its page (and locales), and tells the host when the URL should change. */
  const go = (next: LibraryQuery, report: boolean) => {
    const previous = store.getSnapshot().query;
    store.set({ query: next });
    if (next.filters.language !== previous.filters.language) {
      store.set({ locales: withAllRegions([]) });
      void loadLocales(next.filters.language);
    }
    void loadPage();
    const params = paramsFromQuery(next);
    if (report && !sameParams(params, paramsFromQuery(previous))) onParamsChange?.(params);
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start: () => {
      running = true;
      const { query, options: tags } = store.getSnapshot();
      if (!tags) void loadOptions();
      void loadLocales(query.filters.language);
      void loadPage();
      return () => {
        running = false;
        search?.abort();
        search = null;
      };
    },
    setFilter: (key, value) => {
      const { query } = store.getSnapshot();
      if (query.filters[key] === value && query.name === null) return;
      go(withFilter(query, key, value), true);
    },
    setPage: (page) => {
      const { query, pages } = store.getSnapshot();
      if (page < 1 || page > Math.max(pages, 1) || page === query.page) return;
      go(withPage(query, page), true);
    },
    searchName: (name) => {
      const warning = validateSearchName(name, emptySearchMessage);
      if (warning) return warning;
      go(withName(store.getSnapshot().query, name), true);
      return null;
    },
    clearName: () => {
      const { query } = store.getSnapshot();
      if (query.name !== null) go(withoutName(query), true);
    },
    setParams: (params) => {
      const { query } = store.getSnapshot();
      if (sameParams(params, paramsFromQuery(query))) return;
      go(queryFromParams(params), false);
    },
    updateAnchor: (id, patch) => {
      const { anchors } = store.getSnapshot();
      store.set({ anchors: anchors.map((anchor) => (anchor.id === id ? { ...anchor, ...patch } : anchor)) });
    },
    reload: () => {
      if (!store.getSnapshot().options) void loadOptions();
      void loadPage();
    },
  };
}
