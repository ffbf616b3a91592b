import { REFRESH_COOLDOWN_MS } from '../constants';
import { createStore, type ReadableStore } from './store';

export interface CooldownSnapshot {
  coolingDown: boolean;
}

export interface CooldownStore extends ReadableStore<CooldownSnapshot> {
  /** Runs the action unless cooling down, then cools down; returns whether it ran. */
  trigger(action: () => void): boolean;
  dispose(): void;
}

/** A button that is disabled for a while after use: the creation centre's refresh (2 s). */
export function createCooldown(ms: number = REFRESH_COOLDOWN_MS): CooldownStore {
  const store = createStore<CooldownSnapshot>({ coolingDown: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    trigger: (action) => {
      if (store.getSnapshot().coolingDown) return false;
      store.set({ coolingDown: true });
      timer = setTimeout(() => store.set({ coolingDown: false }), ms);
      action();
      return true;
    },
    dispose: () => clearTimeout(timer),
  };
}
