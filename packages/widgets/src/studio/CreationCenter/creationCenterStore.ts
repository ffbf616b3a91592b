import {
  createStore,
  type DubKitClient,
  isAbortError,
  type Page,
  type ReadableStore,
  type Task,
  type Work,
} from '@dubkit/sdk-core';
import { TASK_PAGE_SIZE, WORK_PAGE_SIZE } from '@dubkit/sdk-core/studio';
import { pageAfterDelete } from './creationCenterRules';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ListState<T> {
  status: ListStatus;
  page: number;
  list: readonly T[];
  total: number;
  pages: number;
}

export interface PagedList<T> extends ReadableStore<ListState<T>> {
  /** Loads the current page again. */
  load(): Promise<void>;
  setPage(page: number): Promise<void>;
  dispose(): void;
}

/** One server-paged list; the latest request wins and an older answer is dropped. */
export function createPagedList<T>(
  pageSize: number,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
): PagedList<T> {
  const store = createStore<ListState<T>>({ status: 'idle', page: 1, list: [], total: 0, pages: 0 });
  let request: AbortController | null = null;
  const load = async () => {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    store.set({ status: 'loading' });
    try {
      const result = await fetchPage(store.getSnapshot().page, controller.signal);
      if (request !== controller) return;
      store.set({ status: 'ready', list: result.list, total: result.total, pages: Math.ceil(result.total / pageSize) });
    } catch (error) {
      if (request !== controller || isAbortError(error)) return;
      store.set({ status: 'error', list: [], total: 0, pages: 0 });
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
    dispose: () => request?.abort(),
  };
}

export interface CreationCenterCalls {
  tasks: Pick<DubKitClient['tasks'], 'list'>;
  works: Pick<DubKitClient['works'], 'list' | 'delete'>;
}

export interface CreationCenterStore {
  /** Voice-over tasks, 13 a page. */
  tasks: PagedList<Task>;
  /** Drafts, 10 a page. */
  drafts: PagedList<Work>;
  /** Deletes a draft and reloads the drafts (a page emptied by it moves back one); rejects when refused. */
  deleteDraft(workId: number): Promise<void>;
  dispose(): void;
}

export function createCreationCenterStore(calls: CreationCenterCalls): CreationCenterStore {
  const tasks = createPagedList<Task>(TASK_PAGE_SIZE, (page, signal) =>
    calls.tasks.list({ page, size: TASK_PAGE_SIZE }, { handled: true, signal }),
  );
  const drafts = createPagedList<Work>(WORK_PAGE_SIZE, (page, signal) =>
    calls.works.list({ page, pageSize: WORK_PAGE_SIZE }, { handled: true, signal }),
  );
  return {
    tasks,
    drafts,
    async deleteDraft(workId) {
      await calls.works.delete({ workId });
      const { page, list } = drafts.getSnapshot();
      await drafts.setPage(pageAfterDelete(page, list.filter((work) => work.workId !== workId).length));
    },
    dispose() {
      tasks.dispose();
      drafts.dispose();
    },
  };
}
