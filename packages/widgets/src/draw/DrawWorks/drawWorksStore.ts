import { createStore, type DrawTask, type DubKitClient, type ReadableStore } from '@dubkit/sdk-core';
import { DRAW_PAGE_SIZE, drawTaskPhase } from '@dubkit/sdk-core/draw';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** What a task is waiting on: its refresh, its regeneration or its deletion. */
export type DrawTaskAction = 'refresh' | 'regenerate' | 'delete';

export interface DrawWorksSnapshot {
  /** Newest first. */
  tasks: DrawTask[];
  /** The last page loaded; 0 before the first. */
  page: number;
  hasMore: boolean;
  /** The last page came in with tasks: the list's end marker shows (a task created since does not show it). */
  ended: boolean;
  loading: boolean;
  /** Why the last page did not load; loading stops until `retry`. */
  failure: string | null;
  busy: Readonly<Record<string, DrawTaskAction>>;
}

export interface DrawWorksOptions {
  pageSize?: number;
  /** Wait before each page after the first (the spec's infinite scroll delay). */
  loadDelayMs?: number;
  /** How often the tasks in progress are checked while the page is visible. */
  pollMs?: number;
}

export interface DrawWorksStore extends ReadableStore<DrawWorksSnapshot> {
  /** Loads the next page unless loading, ended or failed. */
  loadMore(): Promise<void>;
  /** After a failed page: try it again. */
  retry(): Promise<void>;
  /** A task just created goes to the top. */
  prepend(task: DrawTask): void;
  /** Replaces the task with the server's current state. */
  refresh(taskCode: string): Promise<void>;
  regenerate(taskCode: string): Promise<void>;
  /** Deletes the task; true when it went (a failure is reported by the client). */
  remove(taskCode: string): Promise<boolean>;
  /** Checks the tasks in progress every `pollMs` while the page is visible, until `dispose`. */
  startPolling(): void;
  dispose(): void;
}

/** The newest tasks in progress checked at each beat (older ones wait for a refresh or the next beats). */
const POLL_AT_ONCE = 10;

const INITIAL: DrawWorksSnapshot = {
  tasks: [],
  page: 0,
  hasMore: true,
  ended: false,
  loading: false,
  failure: null,
  busy: {},
};

/** My works of AI drawing (spec part 2 §4, §7, §9): pages of 10 newest first, each task checked, redrawn, deleted. */
export function createDrawWorksStore(
  client: Pick<DubKitClient, 'draw'>,
  { pageSize = DRAW_PAGE_SIZE, loadDelayMs = 500, pollMs = 3000 }: DrawWorksOptions = {},
): DrawWorksStore {
  const store = createStore<DrawWorksSnapshot>(INITIAL);
  let poller: ReturnType<typeof setInterval> | null = null;
  let polling = false;
  const quiet = { handled: true };

  const replace = (task: DrawTask) => {
    const { tasks } = store.getSnapshot();
    const index = tasks.findIndex((own) => own.taskCode === task.taskCode);
    if (index < 0) return;
    const next = tasks.slice();
    next[index] = task;
    store.set({ tasks: next });
  };
  const setBusy = (taskCode: string, action: DrawTaskAction | null) => {
    const { [taskCode]: _, ...rest } = store.getSnapshot().busy;
    store.set({ busy: action ? { ...rest, [taskCode]: action } : rest });
  };
  const withBusy = async <T>(taskCode: string, action: DrawTaskAction, run: () => Promise<T>) => {
    if (store.getSnapshot().busy[taskCode]) return undefined;
    setBusy(taskCode, action);
    try {
      return await run();
    } finally {
      setBusy(taskCode, null);
    }
  };

  const pollOnce = async () => {
    if (polling || (typeof document !== 'undefined' && document.hidden)) return;
    polling = true;
    try {
      const { tasks, busy } = store.getSnapshot();
      const due = tasks
        .filter((task) => drawTaskPhase(task.taskStatus) === 'processing' && !busy[task.taskCode])
        .slice(0, POLL_AT_ONCE);
      for (const { taskCode } of due) {
        try {
          replace(await client.draw.check({ taskCode }, quiet));
        } catch {
          // A missed check is taken again at the next beat.
        }
      }
    } finally {
      polling = false;
    }
  };

  const load = async () => {
    const { page, loading, hasMore } = store.getSnapshot();
    if (loading || !hasMore) return;
    store.set({ loading: true, failure: null });
    if (page > 0 && loadDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, loadDelayMs));
    try {
      const result = await client.draw.tasks({ page: page + 1, pageSize }, quiet);
      const { tasks } = store.getSnapshot();
      // A task created meanwhile shifts the pages by one: the next page may repeat one already shown.
      const known = new Set(tasks.map((task) => task.taskCode));
      const next = [...tasks, ...result.list.filter((task) => !known.has(task.taskCode))];
      store.set({
        tasks: next,
        page: page + 1,
        hasMore: result.hasMore,
        ended: !result.hasMore && next.length > 0,
        loading: false,
      });
    } catch (error) {
      store.set({ loading: false, failure: messageOf(error) });
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    loadMore: () => (store.getSnapshot().failure ? Promise.resolve() : load()),
    retry: load,
    prepend(task) {
      const { tasks } = store.getSnapshot();
      store.set({ tasks: [task, ...tasks.filter((own) => own.taskCode !== task.taskCode)] });
    },
    async refresh(taskCode) {
      await withBusy(taskCode, 'refresh', async () => {
        try {
          replace(await client.draw.check({ taskCode }));
        } catch {
          // The client has told the user.
        }
      });
    },
    async regenerate(taskCode) {
      await withBusy(taskCode, 'regenerate', async () => {
        try {
          replace(await client.draw.regenerate({ taskCode }));
        } catch {
          // The client has told the user.
        }
      });
    },
    async remove(taskCode) {
      const removed = await withBusy(taskCode, 'delete', async () => {
        try {
          await client.draw.delete({ taskCode });
          return true;
        } catch {
          // The client has told the user.
          return false;
        }
      });
      if (!removed) return false;
      store.set({ tasks: store.getSnapshot().tasks.filter((task) => task.taskCode !== taskCode) });
      return true;
    },
    startPolling() {
      if (!poller) poller = setInterval(() => void pollOnce(), pollMs);
    },
    // Stops the polling; the store stays usable (React's strict mode mounts twice).
    dispose() {
      if (poller) clearInterval(poller);
      poller = null;
    },
  };
}
