import type { AuthProvider } from './provider';

/** A short-lived token from the partner's backend; `expire` is epoch milliseconds. */
export interface PartnerToken {
  token: string;
  expire: number;
}

export interface PartnerAuthOptions {
  /** The partner's function that exchanges its own session for a DubKit token. */
  fetchToken: () => Promise<PartnerToken>;
  /** How long before expiry a token is replaced. Default 60000 ms. */
  refreshBeforeMs?: number;
  now?: () => number;
}

/**
 * For partner sites: tokens come from a partner-supplied function and are replaced before they expire,
 * so no call goes out with a stale one. A 401 drops the token; the next call fetches a fresh one.
 */
export function createPartnerAuth(options: PartnerAuthOptions): AuthProvider & { dispose(): void } {
  const { fetchToken, refreshBeforeMs = 60_000, now = Date.now } = options;
  let current: PartnerToken | null = null;
  let pending: Promise<string> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const fresh = (token: PartnerToken | null): token is PartnerToken =>
    !!token && token.expire - refreshBeforeMs > now();
  const drop = () => {
    clearTimeout(timer);
    current = null;
  };
  const refresh = (): Promise<string> => {
    pending ??= fetchToken()
      .then((token) => {
        current = token;
        clearTimeout(timer);
        timer = setTimeout(() => refresh().catch(drop), Math.max(0, token.expire - refreshBeforeMs - now()));
        for (const listener of [...listeners]) listener();
        return token.token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    getToken: () => (fresh(current) ? current.token : refresh()),
    onUnauthorized: drop,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: drop,
  };
}
