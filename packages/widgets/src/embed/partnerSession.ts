import { createMemoryAuth, createPartnerAuth, type LoginUser, type SessionAuth } from '@dubkit/sdk-core';

/** What the partner's token endpoint answers: a DubKit token, and the login's profile when it passes it on. */
export interface PartnerLogin extends Partial<Omit<LoginUser, 'token' | 'expire'>> {
  token: string;
  /** When the token ends, epoch milliseconds. */
  expire: number;
}

export interface PartnerSession extends SessionAuth {
  /** Fetches the first token now, so the widgets know the user before their first call. */
  start(): Promise<void>;
  dispose(): void;
}

/**
 * A login made of partner tokens: the token comes from `fetchLogin` (the partner's endpoint) and is replaced before
 * it expires; the user stays signed in while the partner keeps minting, and is signed out when it stops.
 */
export function createPartnerSession(fetchLogin: () => Promise<PartnerLogin>): PartnerSession {
  const core = createMemoryAuth(null);
  const partner = createPartnerAuth({
    fetchToken: async () => {
      const login = await fetchLogin().catch((error: unknown) => {
        core.logout();
        throw error;
      });
      const user: LoginUser = {
        username: login.username ?? '',
        nickname: login.nickname ?? '',
        avatar: login.avatar ?? '',
        vipLevel: login.vipLevel ?? 0,
        token: login.token,
        // The partner's token ends sooner; the login lasts while new tokens come.
        expire: Number.MAX_SAFE_INTEGER,
      };
      const kept = core.getUser();
      if (kept?.username === user.username) core.update(user);
      else core.login(user);
      return { token: login.token, expire: login.expire };
    },
  });
  return {
    getToken: partner.getToken,
    getUser: core.getUser,
    login: core.login,
    logout: core.logout,
    update: core.update,
    onUnauthorized: () => partner.onUnauthorized?.(),
    subscribe: core.subscribe,
    start: async () => {
      await partner.getToken();
    },
    dispose: () => partner.dispose(),
  };
}

/** The token endpoint contract: GET with the page's cookies; a JSON `{ token, expire, ... }` or a failure status. */
export async function fetchPartnerLogin(
  endpoint: string,
  transport: typeof globalThis.fetch = globalThis.fetch,
): Promise<PartnerLogin> {
  const response = await transport(endpoint, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw new TokenEndpointError(response.status, `token endpoint answered ${response.status}`);
  const body = (await response.json()) as Partial<PartnerLogin> & { data?: Partial<PartnerLogin> };
  // The endpoint may pass DubKit's envelope through unchanged.
  const login = body.data && typeof body.data.token === 'string' ? body.data : body;
  if (typeof login.token !== 'string' || typeof login.expire !== 'number')
    throw new TokenEndpointError(response.status, 'token endpoint answered without { token, expire }');
  return login as PartnerLogin;
}

export class TokenEndpointError extends Error {
  override readonly name = 'TokenEndpointError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
