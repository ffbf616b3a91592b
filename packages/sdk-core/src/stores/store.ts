/** A value that can be watched: what React's useSyncExternalStore takes. */
export interface ReadableStore<T> {
  subscribe(listener: () => void): () => void;
  /** Immutable; the same reference until something changes. */
  getSnapshot(): T;
}

export interface WritableStore<T extends object> extends ReadableStore<T> {
  /** Merges the patch; listeners hear only about a real change. */
  set(patch: Partial<T>): void;
}

export function createStore<T extends object>(initial: T): WritableStore<T> {
  let state = Object.freeze({ ...initial });
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set: (patch) => {
      if (Object.entries(patch).every(([key, value]) => Object.is(state[key as keyof T], value))) return;
      state = Object.freeze({ ...state, ...patch });
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The message of a failed call, else the given default. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
