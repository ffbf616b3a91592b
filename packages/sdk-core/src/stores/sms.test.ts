import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_SMS_COUNTDOWN_SECONDS } from '../constants';
import { deferred, memoryStorage } from '../testing';
import { createSmsCountdown, SMS_STORAGE_KEY, smsNeedsCaptcha } from './sms';

const sent =
  (interval = 0) =>
  async () => ({ status: 200, statusText: '发送成功', interval });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 0, 1));
});
afterEach(() => vi.useRealTimers());

describe('createSmsCountdown', () => {
  it('counts down 90 seconds after a send when the server gives no interval', async () => {
    const sms = createSmsCountdown({ storage: memoryStorage() });
    expect(sms.getSnapshot().remaining).toBe(0);

    await sms.send(sent());
    expect(sms.getSnapshot().remaining).toBe(90);

    await vi.advanceTimersByTimeAsync(1000);
    expect(sms.getSnapshot().remaining).toBe(89);
    await vi.advanceTimersByTimeAsync(89_000);
    expect(sms.getSnapshot().remaining).toBe(0);
  });

  it('uses the server’s interval when it gives one', async () => {
    const sms = createSmsCountdown({ storage: memoryStorage() });
    await sms.send(sent(60));
    expect(sms.getSnapshot().remaining).toBe(60);
  });

  it('starts the login form at 120 seconds', async () => {
    const sms = createSmsCountdown({ storage: memoryStorage(), seconds: LOGIN_SMS_COUNTDOWN_SECONDS });
    await sms.send(sent());
    expect(sms.getSnapshot().remaining).toBe(120);
  });

  it('survives a reload, and forgets the request once the countdown ends', async () => {
    const storage = memoryStorage();
    await createSmsCountdown({ storage }).send(sent());

    await vi.advanceTimersByTimeAsync(30_000);
    const reloaded = createSmsCountdown({ storage });
    expect(reloaded.getSnapshot().remaining).toBe(60);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(reloaded.getSnapshot().remaining).toBe(0);
    expect(storage.data.has(SMS_STORAGE_KEY)).toBe(false);
  });

  it('refuses to send again while counting down', async () => {
    const sms = createSmsCountdown({ storage: memoryStorage() });
    await sms.send(sent());
    await vi.advanceTimersByTimeAsync(5000);
    const request = vi.fn(sent());

    expect(await sms.send(request)).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('accepts one click a second', async () => {
    const sms = createSmsCountdown({ storage: memoryStorage() });
    const needsCaptcha = vi.fn(async () => ({ status: 202, statusText: '请输入图形验证码', interval: 0 }));

    await sms.send(needsCaptcha);
    await vi.advanceTimersByTimeAsync(500);
    expect(await sms.send(needsCaptcha)).toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    await sms.send(needsCaptcha);

    expect(needsCaptcha).toHaveBeenCalledTimes(2);
  });

  it('lets the captcha confirm through right after the click that asked for it', async () => {
    const sms = createSmsCountdown({ storage: memoryStorage() });
    await sms.send(async () => ({ status: 202, statusText: '请输入图形验证码', interval: 0 }));
    const confirm = vi.fn(sent());
    expect(await sms.send(confirm, { throttle: false })).toMatchObject({ status: 200 });
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('does not start the countdown when the code was not sent, and hands back the status', async () => {
    const sms = createSmsCountdown({ storage: memoryStorage() });
    const result = await sms.send(async () => ({ status: 203, statusText: '验证码错误', interval: 0 }));

    expect(result).toEqual({ status: 203, statusText: '验证码错误', interval: 0 });
    expect(result && smsNeedsCaptcha(result)).toBe(true);
    expect(smsNeedsCaptcha({ status: 500 })).toBe(false);
    expect(sms.getSnapshot().remaining).toBe(0);
  });

  it('shows sending while the request runs and ignores clicks meanwhile', async () => {
    const sms = createSmsCountdown({ storage: memoryStorage() });
    const pending = deferred<{ status: number; statusText: string; interval: number }>();
    const first = sms.send(() => pending.promise);
    expect(sms.getSnapshot().sending).toBe(true);

    await vi.advanceTimersByTimeAsync(2000);
    const other = vi.fn(sent());
    expect(await sms.send(other)).toBeNull();
    expect(other).not.toHaveBeenCalled();

    pending.resolve({ status: 200, statusText: '', interval: 0 });
    await first;
    expect(sms.getSnapshot()).toEqual({ remaining: 90, sending: false });
  });

  it('lets the failure through and allows another try', async () => {
    const sms = createSmsCountdown({ storage: memoryStorage() });
    await expect(sms.send(() => Promise.reject(new Error('网络请求超时')))).rejects.toThrow('网络请求超时');
    expect(sms.getSnapshot()).toEqual({ remaining: 0, sending: false });
  });
});
