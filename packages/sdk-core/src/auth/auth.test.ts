import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginUser } from '../contract/auth';
import { memoryStorage } from '../testing';
import { createMemoryAuth } from './memory';
import { createPartnerAuth } from './partner';
import { displayName, isMember, type SessionEvent } from './provider';
import { createStorageAuth, LOGIN_STORAGE_KEY, type StorageLike } from './storage';

const NOW = Date.UTC(2026, 0, 1);

/** A browser tab: its own window events over the storage all tabs share. */
function tab(storage: StorageLike) {
  const events = new EventTarget();
  const auth = createStorageAuth({ storage, events });
  const seen: SessionEvent[] = [];
  auth.subscribe((event) => seen.push(event));
  return {
    auth,
    seen,
    hear: (key: string | null) => events.dispatchEvent(Object.assign(new Event('storage'), { key })),
  };
}

const user = (patch: Partial<LoginUser> = {}): LoginUser => ({
  token: 'tok-1',
  expire: NOW + 3_600_000,
  username: 'dubber',
  nickname: '',
  avatar: '',
  vipLevel: 0,
  ...patch,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('displayName and isMember', () => {
  it('shows the nickname, else the username', () => {
    expect(displayName(user({ nickname: '小明' }))).toBe('小明');
    expect(displayName(user({ nickname: '' }))).toBe('dubber');
  });
  it('counts a user with vipLevel above 0 as a member', () => {
    expect(isMember(user({ vipLevel: 0 }))).toBe(false);
    expect(isMember(user({ vipLevel: 2 }))).toBe(true);
    expect(isMember(null)).toBe(false);
  });
});

describe('createStorageAuth', () => {
  it('keeps the login in storage and hands its token to the client', () => {
    const storage = memoryStorage();
    const { auth, seen } = tab(storage);

    auth.login(user());

    expect(auth.getToken()).toBe('tok-1');
    expect(JSON.parse(storage.data.get(LOGIN_STORAGE_KEY) ?? 'null')).toEqual(user());
    expect(seen).toEqual([{ type: 'login', user: user() }]);
    // A reload reads it back.
    expect(createStorageAuth({ storage }).getUser()).toEqual(user());
  });

  it('drops a login that expired while the page was closed', () => {
    const storage = memoryStorage();
    storage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(user({ expire: NOW - 1 })));

    const auth = createStorageAuth({ storage });

    expect(auth.getUser()).toBeNull();
    expect(storage.data.has(LOGIN_STORAGE_KEY)).toBe(false);
  });

  it('signs out once the login expires and sends no stale token', () => {
    const { auth, seen } = tab(memoryStorage());
    auth.login(user({ expire: NOW + 1000 }));

    vi.setSystemTime(NOW + 1000);

    expect(auth.getToken()).toBeNull();
    expect(seen.at(-1)).toEqual({ type: 'logout', user: null });
  });

  it('ignores unreadable stored data', () => {
    const storage = memoryStorage();
    storage.setItem(LOGIN_STORAGE_KEY, '{not json');
    expect(createStorageAuth({ storage }).getUser()).toBeNull();
  });

  it('logs out on logout and on a 401, clearing storage', () => {
    const storage = memoryStorage();
    const { auth, seen } = tab(storage);
    auth.login(user());
    auth.logout();
    auth.login(user());
    auth.onUnauthorized?.();

    expect(storage.data.has(LOGIN_STORAGE_KEY)).toBe(false);
    expect(seen.map((event) => event.type)).toEqual(['login', 'logout', 'login', 'logout']);
  });

  it('updates the kept user, e.g. the nickname or vipLevel', () => {
    const storage = memoryStorage();
    const { auth, seen } = tab(storage);
    auth.login(user());

    auth.update({ nickname: '新昵称', vipLevel: 3 });

    expect(auth.getUser()).toMatchObject({ nickname: '新昵称', vipLevel: 3, token: 'tok-1' });
    expect(seen.at(-1)?.type).toBe('update');
    expect(createStorageAuth({ storage }).getUser()?.nickname).toBe('新昵称');
  });

  it('hears a login and a logout made in another tab', () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);

    first.auth.login(user());
    second.hear(LOGIN_STORAGE_KEY);

    expect(second.auth.getUser()).toEqual(user());
    expect(second.seen).toEqual([{ type: 'login', user: user() }]);

    first.auth.logout();
    second.hear(LOGIN_STORAGE_KEY);

    expect(second.auth.getToken()).toBeNull();
    expect(second.seen.at(-1)).toEqual({ type: 'logout', user: null });
  });

  it('ignores storage events of other keys and events that change nothing', () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    first.auth.login(user());
    second.hear('something.else');
    expect(second.seen).toEqual([]);

    second.hear(LOGIN_STORAGE_KEY);
    second.hear(LOGIN_STORAGE_KEY);
    expect(second.seen).toHaveLength(1);
  });

  it('hears storage.clear() in another tab as a logout', () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    first.auth.login(user());
    second.hear(LOGIN_STORAGE_KEY);

    storage.data.clear();
    second.hear(null);

    expect(second.auth.getUser()).toBeNull();
  });

  it('stops listening to other tabs once disposed', () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    second.auth.dispose();

    first.auth.login(user());
    second.hear(LOGIN_STORAGE_KEY);

    expect(second.auth.getUser()).toBeNull();
  });

  it('keeps the login in memory where there is no storage', () => {
    const auth = createStorageAuth();
    auth.login(user());
    expect(auth.getToken()).toBe('tok-1');
  });
});

describe('createMemoryAuth', () => {
  it('starts from the given user and tells listeners about changes', () => {
    const auth = createMemoryAuth(user());
    const listener = vi.fn();
    const unsubscribe = auth.subscribe(listener);

    expect(auth.getToken()).toBe('tok-1');
    auth.logout();
    unsubscribe();
    auth.login(user());

    expect(listener).toHaveBeenCalledExactlyOnceWith({ type: 'logout', user: null });
  });

  it('starts signed out from an expired user', () => {
    expect(createMemoryAuth(user({ expire: NOW })).getUser()).toBeNull();
  });
});

describe('createPartnerAuth', () => {
  const partner = () => {
    let issued = 0;
    const fetchToken = vi.fn(async () => {
      issued += 1;
      return { token: `partner-${issued}`, expire: Date.now() + 300_000 };
    });
    return fetchToken;
  };

  it('fetches a token once and reuses it while it is fresh', async () => {
    const fetchToken = partner();
    const auth = createPartnerAuth({ fetchToken });

    const [a, b] = await Promise.all([auth.getToken(), auth.getToken()]);
    const c = await auth.getToken();

    expect([a, b, c]).toEqual(['partner-1', 'partner-1', 'partner-1']);
    expect(fetchToken).toHaveBeenCalledOnce();
    auth.dispose();
  });

  it('replaces the token a minute before it expires, without waiting for a call', async () => {
    const fetchToken = partner();
    const auth = createPartnerAuth({ fetchToken });
    const changed = vi.fn();
    auth.subscribe?.(changed);
    await auth.getToken();

    await vi.advanceTimersByTimeAsync(240_000 - 1);
    expect(fetchToken).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);

    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(await auth.getToken()).toBe('partner-2');
    expect(changed).toHaveBeenCalledTimes(2);
    auth.dispose();
  });

  it('honours a custom refresh margin', async () => {
    const fetchToken = partner();
    const auth = createPartnerAuth({ fetchToken, refreshBeforeMs: 10_000 });
    await auth.getToken();

    await vi.advanceTimersByTimeAsync(290_000);

    expect(fetchToken).toHaveBeenCalledTimes(2);
    auth.dispose();
  });

  it('fetches a new token after the server rejects the current one', async () => {
    const fetchToken = partner();
    const auth = createPartnerAuth({ fetchToken });
    await auth.getToken();

    auth.onUnauthorized?.();

    expect(await auth.getToken()).toBe('partner-2');
  });

  it('tries again on the next call when a refresh fails', async () => {
    const fetchToken = partner();
    const auth = createPartnerAuth({ fetchToken });
    await auth.getToken();
    fetchToken.mockRejectedValueOnce(new Error('partner down'));

    await vi.advanceTimersByTimeAsync(240_000);

    expect(await auth.getToken()).toBe('partner-2');
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('rejects the call when the partner cannot issue a token', async () => {
    const auth = createPartnerAuth({ fetchToken: () => Promise.reject(new Error('not signed in')) });
    await expect(auth.getToken()).rejects.toThrow('not signed in');
  });

  it('stops refreshing once disposed', async () => {
    const fetchToken = partner();
    const auth = createPartnerAuth({ fetchToken });
    await auth.getToken();
    auth.dispose();

    await vi.advanceTimersByTimeAsync(600_000);

    expect(fetchToken).toHaveBeenCalledOnce();
  });
});
