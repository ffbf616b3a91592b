import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginUser, QrLoginCheck } from '../contract/auth';
import { DubKitError } from '../errors';
import { createQrLoginStore } from './qr-login';

const user: LoginUser = { token: 't', expire: 1, username: 'u', nickname: '', avatar: '', vipLevel: 0 };
const waiting: QrLoginCheck = { valid: true, message: '', loginResult: null };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(checks: Array<QrLoginCheck | Error>) {
  const onLogin = vi.fn();
  let issued = 0;
  const create = vi.fn(async () => ({ qrcode: `https://dubkit.test/qr/${++issued}`, token: `qr-${issued}` }));
  const check = vi.fn(async (_token: string) => {
    const next = checks.shift() ?? waiting;
    if (next instanceof Error) throw next;
    return next;
  });
  return { store: createQrLoginStore({ create, check, onLogin }), create, check, onLogin };
}

describe('createQrLoginStore', () => {
  it('shows the code and polls it every 1.5 s until a login result logs in', async () => {
    const { store, check, onLogin } = setup([waiting, waiting, { valid: true, message: '', loginResult: user }]);

    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'waiting', qrcode: 'https://dubkit.test/qr/1', message: null });

    await vi.advanceTimersByTimeAsync(1499);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledWith('qr-1');

    await vi.advanceTimersByTimeAsync(3000);
    expect(onLogin).toHaveBeenCalledExactlyOnceWith(user);
    expect(store.getSnapshot().status).toBe('done');

    await vi.advanceTimersByTimeAsync(15_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('stops polling an invalid code and shows its message; refreshing makes a new code', async () => {
    const { store, check, create } = setup([{ valid: false, message: '二维码已过期', loginResult: null }]);
    await store.start();
    await vi.advanceTimersByTimeAsync(1500);

    expect(store.getSnapshot()).toMatchObject({ status: 'invalid', message: '二维码已过期' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(check).toHaveBeenCalledOnce();

    await store.start();
    expect(create).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual({ status: 'waiting', qrcode: 'https://dubkit.test/qr/2', message: null });
    await vi.advanceTimersByTimeAsync(1500);
    expect(check).toHaveBeenLastCalledWith('qr-2');
  });

  it('treats a failed check like an invalid code', async () => {
    const { store } = setup([new DubKitError(500, '服务繁忙')]);
    await store.start();
    await vi.advanceTimersByTimeAsync(1500);
    expect(store.getSnapshot()).toMatchObject({ status: 'invalid', message: '服务繁忙' });
  });

  it('stops polling when the dialog closes, ignoring a check still under way', async () => {
    const { store, check, onLogin } = setup([{ valid: true, message: '', loginResult: user }]);
    await store.start();
    await vi.advanceTimersByTimeAsync(1499);
    store.stop();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(check).not.toHaveBeenCalled();
    expect(onLogin).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({ status: 'idle', qrcode: null, message: null });
  });
});
