import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('keeps the same frozen snapshot until a value really changes', () => {
    const store = createStore({ count: 0, name: 'a' });
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.getSnapshot();

    store.set({ count: 0 });
    expect(store.getSnapshot()).toBe(first);
    expect(listener).not.toHaveBeenCalled();

    store.set({ count: 1 });
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot()).toEqual({ count: 1, name: 'a' });
    expect(Object.isFrozen(store.getSnapshot())).toBe(true);
    expect(first).toEqual({ count: 0, name: 'a' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set({ count: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});
