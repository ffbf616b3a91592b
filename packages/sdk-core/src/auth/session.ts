import type { LoginUser } from '../contract/auth';
import type { SessionAuth, SessionEvent, SessionEventType } from './provider';

export interface SessionOptions {
  /** Clock in epoch milliseconds, compared with the user's `expire`. */
  now?: () => number;
}

export interface SessionCore extends SessionAuth {
  /** Takes a user that changed elsewhere (another tab) and tells the listeners. */
  receive(user: LoginUser | null): void;
}

const isLive = (user: LoginUser | null, now: number) => !!user && user.expire > now;

/** The login kept by the storage and memory providers; `persist` writes every change through. */
export function createSessionCore(
  initial: LoginUser | null,
  persist: (user: LoginUser | null) => void,
  { now = Date.now }: SessionOptions = {},
): SessionCore {
  let user = isLive(initial, now()) ? initial : null;
  // A login that expired while the page was closed is dropped at startup.
  if (initial && !user) persist(null);
  const listeners = new Set<(event: SessionEvent) => void>();

  const emit = (type: SessionEventType) => {
    for (const listener of [...listeners]) listener({ type, user });
  };
  const set = (next: LoginUser | null, type: SessionEventType, write: boolean) => {
    user = next;
    if (write) persist(next);
    emit(type);
  };
  const current = () => {
    if (user && !isLive(user, now())) set(null, 'logout', true);
    return user;
  };

  return {
    getToken: () => current()?.token ?? null,
    getUser: current,
    login: (next) => set(next, 'login', true),
    logout: () => {
      if (user) set(null, 'logout', true);
    },
    update: (patch) => {
      const kept = current();
      if (kept) set({ ...kept, ...patch }, 'update', true);
    },
    onUnauthorized: () => {
      if (user) set(null, 'logout', true);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive: (next) => {
      const live = isLive(next, now()) ? next : null;
      if (JSON.stringify(live) === JSON.stringify(user)) return;
      set(live, !live ? 'logout' : user?.token === live.token ? 'update' : 'login', false);
    },
  };
}
