import { createStorageAuth, type SessionAuth } from '@dubkit/sdk-core';
import type { DubKitErrorDetail } from './events';
import { createPartnerSession, fetchPartnerLogin, TokenEndpointError } from './partnerSession';
import type { EmbedSettings } from './settings';

export interface EmbedAuth {
  auth: SessionAuth;
  /** Fetches the first partner token now (nothing for the site's own login); a failure is reported. */
  start(): void;
  dispose(): void;
}

/**
 * The session the settings name: partner tokens from the token endpoint, else the DubKit site's own login. A token
 * endpoint failure is reported as a `token` error.
 */
export function createEmbedAuth(
  { tokenEndpoint, fetch: transport }: Pick<EmbedSettings, 'tokenEndpoint' | 'fetch'>,
  report: (detail: DubKitErrorDetail) => void,
  tokenFailed: () => string,
): EmbedAuth {
  if (!tokenEndpoint) {
    const own = createStorageAuth();
    return { auth: own, start: () => {}, dispose: own.dispose };
  }
  const partner = createPartnerSession(() =>
    fetchPartnerLogin(tokenEndpoint, transport).catch((error: unknown) => {
      report({
        code: 'token',
        message: tokenFailed(),
        status: error instanceof TokenEndpointError ? error.status : undefined,
      });
      throw error;
    }),
  );
  return {
    auth: partner,
    start: () => void partner.start().catch(() => {}),
    dispose: partner.dispose,
  };
}
