import type { SessionAuth } from '../auth/provider';
import { displayName, isMember } from '../auth/provider';
import type { LoginUser } from '../contract/auth';
import { createStore, type ReadableStore } from './store';

export interface SessionSnapshot {
  user: LoginUser | null;
  /** Nickname, else username; empty when signed out. */
  name: string;
  member: boolean;
  /** A login-required action is waiting: the login modal should be open. */
  loginRequested: boolean;
}

export interface SessionStoreOptions {
  /** Ends the token on the server (`auth.logout`); the local copy is cleared at once whether or not it succeeds. */
  endSession?: (token: string) => Promise<unknown>;
}

export interface SessionStore extends ReadableStore<SessionSnapshot> {
  login(user: LoginUser): void;
  /** Signs out here at once and asks the server to end the token (best-effort: a failure keeps nobody signed in). */
  logout(): void;
  update(patch: Partial<Omit<LoginUser, 'token' | 'expire'>>): void;
  /** Runs the action now when signed in; otherwise asks for the login and runs it right after a successful one. */
  requireLogin(action: () => void): void;
  /** The login modal was closed without logging in: the waiting action is dropped. */
  cancelLogin(): void;
  dispose(): void;
}

/** The signed-in user as the widgets see it, kept in step with the auth provider (also across tabs). */
export function createSessionStore(auth: SessionAuth, { endSession }: SessionStoreOptions = {}): SessionStore {
  const snapshotOf = (user: LoginUser | null) => ({
    user,
    name: user ? displayName(user) : '',
    member: isMember(user),
  });
  const store = createStore<SessionSnapshot>({ ...snapshotOf(auth.getUser()), loginRequested: false });
  let pending: (() => void) | null = null;

  const unsubscribe = auth.subscribe((event) => {
    store.set(snapshotOf(event.user));
    if (event.type === 'login' && pending) {
      const action = pending;
      pending = null;
      store.set({ loginRequested: false });
      action();
    }
  });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    login: (user) => auth.login(user),
    logout: () => {
      const token = auth.getUser()?.token;
      auth.logout();
      if (token) endSession?.(token).catch(() => {});
    },
    update: (patch) => auth.update(patch),
    requireLogin: (action) => {
      if (auth.getUser()) return action();
      pending = action;
      store.set({ loginRequested: true });
    },
    cancelLogin: () => {
      pending = null;
      store.set({ loginRequested: false });
    },
    dispose: unsubscribe,
  };
}
