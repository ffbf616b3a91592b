import type { WorkSaved } from '../contract/works';
import type { WorkSaveBody } from '../contract/works.schema';
import { createStore, type ReadableStore } from './store';

export type Draft = Omit<WorkSaveBody, 'workId'>;

export interface DraftSnapshot {
  /** 0 until the first save; then the server's id. */
  workId: number;
  /** updateTime of the last save, shown as the save time. */
  savedAt: number | null;
  /** Changes not saved yet. */
  dirty: boolean;
  saving: boolean;
}

export interface DraftOptions {
  save: (body: WorkSaveBody) => Promise<WorkSaved>;
  /** The work being edited; 0 for a new one. */
  workId?: number;
  /** Quiet time after the last change before saving by itself. Default 10 s. */
  delayMs?: number;
  /** Whether a draft has nothing to save. Default: blank text. */
  isBlank?: (draft: Draft) => boolean;
  /** After each save, e.g. to put the new workId in the address. */
  onSaved?: (saved: WorkSaved) => void;
}

export interface DraftStore extends ReadableStore<DraftSnapshot> {
  /**
   * The editor changed: remembered, and saved by itself after a quiet time. A function is read only when saving,
   * so a long script is not serialised on every keystroke.
   */
  change(draft: Draft | (() => Draft)): void;
  /** The save button: rejects with 文案内容不能为空 for blank content, or with the call's error. */
  save(): Promise<WorkSaved>;
  dispose(): void;
}

export const DRAFT_EMPTY = '文案内容不能为空';

/** Draft saving and auto-saving (spec part 2 §4, §5): auto-save failures and blank drafts are silent. */
export function createDraftStore(options: DraftOptions): DraftStore {
  const { save, delayMs = 10_000, isBlank = (draft) => !draft.text.trim(), onSaved } = options;
  const store = createStore<DraftSnapshot>({ workId: options.workId ?? 0, savedAt: null, dirty: false, saving: false });
  let draft: Draft | (() => Draft) | null = null;
  let version = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Saves run one after another, so a new work is created once and later saves carry its id.
  let queue: Promise<unknown> = Promise.resolve();

  const persist = () => {
    clearTimeout(timer);
    const next = queue.then(async () => {
      const current = typeof draft === 'function' ? draft() : draft;
      if (!current || isBlank(current)) throw new Error(DRAFT_EMPTY);
      const sent = version;
      store.set({ saving: true });
      try {
        const saved = await save({ ...current, workId: store.getSnapshot().workId });
        store.set({ workId: saved.workId, savedAt: saved.updateTime, dirty: version !== sent });
        onSaved?.(saved);
        return saved;
      } finally {
        store.set({ saving: false });
      }
    });
    queue = next.catch(() => {});
    return next;
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    change: (next) => {
      draft = next;
      version += 1;
      store.set({ dirty: true });
      clearTimeout(timer);
      timer = setTimeout(() => {
        persist().catch(() => {});
      }, delayMs);
    },
    save: persist,
    dispose: () => clearTimeout(timer),
  };
}
