import { describe, expect, it, vi } from 'vitest';
import { createMemoryAuth } from '../auth/memory';
import { PRODUCT_TYPE } from '../constants';
import type { LoginUser } from '../contract/auth';
import type { MemberInfo } from '../contract/trade';
import { createMembershipStore } from './membership';
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

const info = (patch: Partial<MemberInfo> = {}): MemberInfo => ({
  newUser: false,
  vipLevel: 0,
  vipName: '',
  endTime: 0,
  expired: false,
  showRenew: false,
  ...patch,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createMembershipStore', () => {
  it('loads once when asked, and a payment reloads it for every reader and updates the session', async () => {
    const session = createSessionStore(createMemoryAuth(user()));
    const load = vi.fn(async () => info());
    const membership = createMembershipStore({ session, load });
    expect(load).not.toHaveBeenCalled();

    membership.ensure();
    membership.ensure();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(membership.getSnapshot()).toMatchObject({ status: 'ready', member: false });

    const listener = vi.fn();
    membership.subscribe(listener);
    load.mockResolvedValueOnce(info({ vipLevel: 2, vipName: '黄金会员' }));
    const paid = await membership.paid();
    expect(paid?.vipName).toBe('黄金会员');
    expect(membership.getSnapshot()).toMatchObject({ member: true, info: { vipName: '黄金会员' } });
    expect(session.getSnapshot()).toMatchObject({ member: true, user: { vipLevel: 2 } });
    expect(listener).toHaveBeenCalled();
  });

  it('follows the login: a new user loads their own plan, a logout clears it', async () => {
    const session = createSessionStore(createMemoryAuth());
    const load = vi.fn(async () => info({ vipLevel: 3, vipName: '钻石会员' }));
    const membership = createMembershipStore({ session, load });
    membership.ensure();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(membership.getSnapshot().status).toBe('idle');

    session.login(user({ token: 'a' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(membership.getSnapshot()).toMatchObject({ member: true, info: { vipName: '钻石会员' } });

    session.logout();
    await settle();
    expect(membership.getSnapshot()).toMatchObject({ info: null, member: false, status: 'idle' });
  });

  it('bumps the revision of a separately sold plan without reloading the dubbing membership', async () => {
    const session = createSessionStore(createMemoryAuth(user()));
    const load = vi.fn(async () => info());
    const membership = createMembershipStore({ session, load });
    await membership.paid(PRODUCT_TYPE.asr);
    await membership.paid(PRODUCT_TYPE.gpt);
    await membership.paid(PRODUCT_TYPE.asr);
    expect(membership.getSnapshot().revisions).toEqual({ 100: 0, 200: 2, 300: 1 });
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the last answer only when loads overlap, and a failure leaves the error state', async () => {
    const session = createSessionStore(createMemoryAuth(user()));
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const membership = createMembershipStore({ session, load });
    expect(await membership.refresh()).toBeNull();
    expect(membership.getSnapshot().status).toBe('error');
    membership.dispose();
  });
});
