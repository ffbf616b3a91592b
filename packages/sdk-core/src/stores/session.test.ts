import { describe, expect, it, vi } from 'vitest';
import { createMemoryAuth } from '../auth/memory';
import type { LoginUser } from '../contract/auth';
import { createSessionStore } from './session';

const user = (patch: Partial<LoginUser> = {}): LoginUser => ({
  token: 't',
  expire: Date.now() + 3_600_000,
  username: 'dubber',
  nickname: '小明',
  avatar: '',
  vipLevel: 0,
  ...patch,
});

describe('createSessionStore', () => {
  it('shows the signed-in user’s name and membership, and follows login, update and logout', () => {
    const session = createSessionStore(createMemoryAuth());
    const listener = vi.fn();
    session.subscribe(listener);
    expect(session.getSnapshot()).toEqual({ user: null, name: '', member: false, loginRequested: false });

    session.login(user());
    expect(session.getSnapshot()).toMatchObject({ name: '小明', member: false });

    session.update({ nickname: '', vipLevel: 2 });
    expect(session.getSnapshot()).toMatchObject({ name: 'dubber', member: true });

    session.logout();
    expect(session.getSnapshot().user).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('asks the server to end the token on logout, and signs out here even when that call fails', async () => {
    const endSession = vi.fn(async (_token: string) => {
      throw new Error('offline');
    });
    const auth = createMemoryAuth(user({ token: 'tok-1' }));
    const session = createSessionStore(auth, { endSession });
    session.logout();
    expect(endSession).toHaveBeenCalledExactlyOnceWith('tok-1');
    expect(session.getSnapshot().user).toBeNull();
    expect(auth.getToken()).toBeNull();
    await Promise.resolve();
    expect(session.getSnapshot().user).toBeNull();
    // Signed out already: nothing to end.
    session.logout();
    expect(endSession).toHaveBeenCalledOnce();
  });

  it('hears changes made through the provider directly (e.g. another tab or a 401)', () => {
    const auth = createMemoryAuth(user());
    const session = createSessionStore(auth);
    auth.onUnauthorized?.();
    expect(session.getSnapshot().user).toBeNull();
  });

  it('runs a login-required action at once when signed in', () => {
    const session = createSessionStore(createMemoryAuth(user()));
    const action = vi.fn();
    session.requireLogin(action);
    expect(action).toHaveBeenCalledOnce();
    expect(session.getSnapshot().loginRequested).toBe(false);
  });

  it('asks a visitor to log in first and continues after a successful login', () => {
    const session = createSessionStore(createMemoryAuth());
    const action = vi.fn();

    session.requireLogin(action);
    expect(session.getSnapshot().loginRequested).toBe(true);
    expect(action).not.toHaveBeenCalled();

    session.login(user());
    expect(action).toHaveBeenCalledOnce();
    expect(session.getSnapshot().loginRequested).toBe(false);
  });

  it('drops the waiting action when the login modal is closed', () => {
    const session = createSessionStore(createMemoryAuth());
    const action = vi.fn();
    session.requireLogin(action);
    session.cancelLogin();
    session.login(user());
    expect(action).not.toHaveBeenCalled();
    expect(session.getSnapshot().loginRequested).toBe(false);
  });

  it('stops following the provider once disposed', () => {
    const auth = createMemoryAuth();
    const session = createSessionStore(auth);
    session.dispose();
    auth.login(user());
    expect(session.getSnapshot().user).toBeNull();
  });
});
