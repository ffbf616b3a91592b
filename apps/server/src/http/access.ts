import type { FastifyInstance } from 'fastify';

/**
 * Who may make a call. Every route under /api/ and /pay/ declares one (`config.access`); the server refuses to start
 * with a route that does not, so a new call cannot be added without saying who it is for.
 */
export type Access =
  /** anyone */
  | 'public'
  /** anyone, with the user when signed in */
  | 'optional'
  /** a signed-in user: first-party, or a partner user from its partner's origins with its publishable key */
  | 'user'
  /** whoever holds what the server signed: a download link, an upload policy, an order number on the pay page */
  | 'signed'
  /** a partner's backend with its secret key, never from a browser */
  | 'partner-server'
  /** tests on the server's own machine, only with DUBKIT_DEV_ENDPOINTS=on */
  | 'loopback';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every guarded route with its declared access, for the access matrix tests. */
    routeAccess: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

const GUARDED = ['/api/', '/pay/'];

export function declaredAccess(app: FastifyInstance) {
  const routes: RouteAccess[] = [];
  app.decorate('routeAccess', routes);
  app.addHook('onRoute', (route) => {
    if (!GUARDED.some((prefix) => route.url.startsWith(prefix))) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    const methods = [route.method].flat();
    if (!access) throw new Error(`${methods.join(',')} ${route.url} does not declare who may call it (config.access)`);
    for (const method of methods) routes.push({ method, url: route.url, access });
  });
}
