import { createStore, isAbortError, type Page, type ReadableStore } from '@dubkit/sdk-core';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ListState<T> {
  status: ListStatus;
  page: number;
  list: readonly T[];
  total: number;
  pages: number;
  /** A page has arrived: a later load or failure keeps it shown. */
  loaded: boolean;
}

export interface PagedListOptions<T> {
  pageSize: number;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>;
  /** An item the server is still working on: while the list is watched, its page is loaded again. */
  pending?: (item: T) => boolean;
  /** How often such a page is loaded again. */
  pollIntervalMs?: number;
}

export interface PagedList<T> extends ReadableStore<ListState<T>> {
  /** Loads the current page again. */
  load(): Promise<void>;
  setPage(page: number): Promise<void>;
  /** The list is in view: only then is a page with pending items checked again. */
  watch(watching: boolean): void;
  dispose(): void;
}

/** A page emptied (e.g. by a delete) shows the one before it. */
export function pageAfterDelete(page: number, leftOnPage: number): number {
  return leftOnPage === 0 && page > 1 ? page - 1 : page;
}

/**
 * One server-paged list (the creation center's tasks and drafts, speech-to-text's tasks): the latest request wins and
 * an older answer is dropped; an emptied page moves back one; a watched page with pending items is polled.
 */
export function createPagedList<T>({
  pageSize,
  fetchPage,
  pending,
  pollIntervalMs = 5000,
}: PagedListOptions<T>): PagedList<T> {
  const store = createStore<ListState<T>>({ status: 'idle', page: 1, list: [], total: 0, pages: 0, loaded: false });
  let request: AbortController | null = null;
  let watching = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const poll = () => {
    clearTimeout(timer);
    const { status, list } = store.getSnapshot();
    if (watching && pending && status === 'ready' && list.some(pending))
      timer = setTimeout(() => void load(), pollIntervalMs);
  };
  const load = async (): Promise<void> => {
    clearTimeout(timer);
    request?.abort();
    const controller = new AbortController();
    request = controller;
    store.set({ status: 'loading' });
    const { page } = store.getSnapshot();
    try {
      const result = await fetchPage(page, controller.signal);
      if (request !== controller) return;
      const back = pageAfterDelete(page, result.list.length);
      if (back !== page) {
        store.set({ page: back });
        return load();
      }
      store.set({
        status: 'ready',
        list: result.list,
        total: result.total,
        pages: Math.ceil(result.total / pageSize),
        loaded: true,
      });
      poll();
    } catch (error) {
      if (request !== controller || isAbortError(error)) return;
      store.set({ status: 'error' });
    }
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    load,
    setPage(page) {
      store.set({ page });
      return load();
    },
    watch(next) {
      watching = next;
      poll();
    },
    dispose() {
      clearTimeout(timer);
      request?.abort();
    },
  };
}
