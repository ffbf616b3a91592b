import type { ReadableStore } from '@dubkit/sdk-core';
import { useEffect, useState, useSyncExternalStore } from 'react';

interface Disposable {
  subscribe(listener: () => void): () => void;
  getSnapshot(): unknown;
}

/**
 * A headless store made once per mounted widget and disposed with it, with its current snapshot.
 * `dispose` is the store's own cleanup (timers, polling).
 */
export function useOwnStore<S extends Disposable>(
  create: () => S,
  dispose: (store: S) => void,
): [S, ReturnType<S['getSnapshot']>] {
  const [store] = useState(create);
  const [cleanup] = useState(() => dispose);
  useEffect(() => () => cleanup(store), [store, cleanup]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return [store, snapshot as ReturnType<S['getSnapshot']>];
}

/** The current snapshot of a headless store. */
export function useSnapshot<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
