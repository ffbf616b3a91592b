import { QR_LOGIN_POLL_MS } from '../constants';
import type { LoginUser, QrLoginCheck, QrLoginData } from '../contract/auth';
import { createStore, failureMessage, type ReadableStore } from './store';

export type QrLoginStatus = 'idle' | 'loading' | 'waiting' | 'invalid' | 'done';

export interface QrLoginSnapshot {
  status: QrLoginStatus;
  /** The code to render while waiting. */
  qrcode: string | null;
  /** Why the code is invalid: shown on the refresh mask. */
  message: string | null;
}

export interface QrLoginOptions {
  create: () => Promise<QrLoginData>;
  check: (token: string) => Promise<QrLoginCheck>;
  /** A scan logged in: the user is handed over to be kept. */
  onLogin: (user: LoginUser) => void;
  intervalMs?: number;
}

export interface QrLoginStore extends ReadableStore<QrLoginSnapshot> {
  /** Creates a code and polls it; also the refresh of an invalid code. */
  start(): Promise<void>;
  /** Stops polling and forgets the code (the dialog closed). */
  stop(): void;
}

/** Scan-to-login: the code is polled every 1.5 s until a login result or an invalid code (spec part 1 §4). */
export function createQrLoginStore(options: QrLoginOptions): QrLoginStore {
  const { create, check, onLogin, intervalMs = QR_LOGIN_POLL_MS } = options;
  const store = createStore<QrLoginSnapshot>({ status: 'idle', qrcode: null, message: null });
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const invalid = (message: string) => store.set({ status: 'invalid', message });
  const poll = (token: string, current: number) => {
    timer = setTimeout(async () => {
      try {
        const result = await check(token);
        if (current !== run) return;
        if (result.loginResult) {
          store.set({ status: 'done', message: null });
          onLogin(result.loginResult);
        } else if (!result.valid) invalid(result.message);
        else poll(token, current);
      } catch (error) {
        if (current === run) invalid(failureMessage(error, '二维码已失效'));
      }
    }, intervalMs);
  };

  const stop = () => {
    run += 1;
    clearTimeout(timer);
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start: async () => {
      stop();
      const current = run;
      store.set({ status: 'loading', message: null });
      try {
        const { qrcode, token } = await create();
        if (current !== run) return;
        store.set({ status: 'waiting', qrcode });
        poll(token, current);
      } catch (error) {
        if (current === run) invalid(failureMessage(error, '二维码已失效'));
      }
    },
    stop: () => {
      stop();
      store.set({ status: 'idle', qrcode: null, message: null });
    },
  };
}
