import { readJson, type StorageLike } from '../auth/storage';
import { SMS_COUNTDOWN_SECONDS } from '../constants';
import type { SmsSendResult } from '../contract/auth';
import { createStore, type ReadableStore } from './store';

export interface SmsCountdownSnapshot {
  /** Seconds until another code may be sent; 0 when sending is allowed. */
  remaining: number;
  sending: boolean;
}

export interface SmsCountdownOptions {
  /** Countdown when the server gives no interval: 90 s, or 120 s for the login form. */
  seconds?: number;
  /** Keeps the last request time so the countdown survives a reload. Default `localStorage`. */
  storage?: StorageLike;
  /** Default `dubkit.sms`. */
  key?: string;
}

export interface SmsCountdownStore extends ReadableStore<SmsCountdownSnapshot> {
  /**
   * Sends a code unless one was clicked within the last second, one is being sent or the countdown runs
   * (then resolves null). A sent code (status 200) starts the countdown, with the server's interval when given.
   */
  /**
   * Sends unless counting down or already sending; repeat clicks within a second are dropped. The captcha
   * dialog's confirm passes `{ throttle: false }`: it answers the server, it is not a repeated click.
   */
  send(request: () => Promise<SmsSendResult>, options?: { throttle?: boolean }): Promise<SmsSendResult | null>;
  dispose(): void;
}

/** Status 202 or 203: the captcha dialog opens before the code is sent. */
export const smsNeedsCaptcha = (result: Pick<SmsSendResult, 'status'>) =>
  result.status === 202 || result.status === 203;

export const SMS_STORAGE_KEY = 'dubkit.sms';
const CLICK_THROTTLE_MS = 1000;

interface SmsRecord {
  sentAt: number;
  seconds: number;
}

/** The resend countdown of the SMS code buttons (spec part 1 §4, §8, §9). */
export function createSmsCountdown(options: SmsCountdownOptions = {}): SmsCountdownStore {
  const { seconds = SMS_COUNTDOWN_SECONDS, key = SMS_STORAGE_KEY } = options;
  let storage = options.storage;
  if (!storage) {
    try {
      storage = (globalThis as { localStorage?: StorageLike }).localStorage;
    } catch {
      // Storage blocked: the countdown simply does not survive a reload.
    }
  }
  const store = createStore<SmsCountdownSnapshot>({ remaining: 0, sending: false });
  let endsAt = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastClick = Number.NEGATIVE_INFINITY;

  const tick = () => {
    const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
    store.set({ remaining });
    if (remaining === 0) {
      clearInterval(timer);
      timer = undefined;
      storage?.removeItem(key);
    }
  };
  const start = (record: SmsRecord) => {
    endsAt = record.sentAt + record.seconds * 1000;
    clearInterval(timer);
    timer = setInterval(tick, 1000);
    tick();
  };

  const saved = readJson<SmsRecord>(storage, key);
  if (saved && typeof saved.sentAt === 'number' && typeof saved.seconds === 'number') start(saved);

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    send: async (request, { throttle = true } = {}) => {
      const now = Date.now();
      if (throttle && now - lastClick < CLICK_THROTTLE_MS) return null;
      lastClick = now;
      const { remaining, sending } = store.getSnapshot();
      if (remaining > 0 || sending) return null;
      store.set({ sending: true });
      try {
        const result = await request();
        if (result.status === 200) {
          const record = { sentAt: Date.now(), seconds: result.interval > 0 ? result.interval : seconds };
          storage?.setItem(key, JSON.stringify(record));
          start(record);
        }
        return result;
      } finally {
        store.set({ sending: false });
      }
    },
    dispose: () => clearInterval(timer),
  };
}
