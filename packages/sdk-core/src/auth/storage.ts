import type { LoginUser } from '../contract/auth';
import type { SessionAuth } from './provider';
import { createSessionCore, type SessionOptions } from './session';

/** The part of the Web Storage API the providers and stores use (`localStorage` or a stand-in). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where `storage` events of other tabs arrive: the window, or a stand-in in tests. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: Event) => void): void;
  removeEventListener(type: 'storage', listener: (event: Event) => void): void;
}

export interface StorageAuthOptions extends SessionOptions {
  /** Default `localStorage`; without one the login lives in memory. */
  storage?: StorageLike;
  /** Default the window; without one other tabs are not heard. */
  events?: StorageEventSource;
  /** Storage key of the login user. Default `dubkit.login`. */
  key?: string;
}

export const LOGIN_STORAGE_KEY = 'dubkit.login';

export function readJson<T>(storage: StorageLike | undefined, key: string): T | null {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function browserGlobal<K extends 'localStorage' | 'addEventListener'>(name: K): unknown {
  try {
    return (globalThis as Record<string, unknown>)[name];
  } catch {
    // Reading localStorage throws where storage is blocked (sandboxed frames, some privacy modes).
    return undefined;
  }
}

/**
 * The website's login: token, expire and user info kept in storage. An expired login is dropped at startup;
 * login and logout reach this page's listeners and, through the `storage` event, the other tabs.
 */
export function createStorageAuth(options: StorageAuthOptions = {}): SessionAuth & { dispose(): void } {
  const key = options.key ?? LOGIN_STORAGE_KEY;
  const storage = options.storage ?? (browserGlobal('localStorage') as StorageLike | undefined);
  const events =
    options.events ?? (browserGlobal('addEventListener') ? (globalThis as unknown as StorageEventSource) : undefined);

  const session = createSessionCore(
    readJson<LoginUser>(storage, key),
    (user) => {
      if (user) storage?.setItem(key, JSON.stringify(user));
      else storage?.removeItem(key);
    },
    options,
  );
  const onStorage = (event: Event) => {
    // A null key is storage.clear() in another tab.
    const changed = (event as Event & { key?: string | null }).key;
    if (changed === key || changed === null) session.receive(readJson<LoginUser>(storage, key));
  };
  events?.addEventListener('storage', onStorage);

  const { receive: _receive, ...auth } = session;
  return { ...auth, dispose: () => events?.removeEventListener('storage', onStorage) };
}
