import type { ReadableStore } from '@dubkit/sdk-core';
import { useSyncExternalStore } from 'react';

/** The current snapshot of a headless store. */
export function useSnapshot<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
