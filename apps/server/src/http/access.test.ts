import { PUBLISHABLE_KEY_HEADER } from '@dubkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../domain/context';
import { addPartner, type NewPartner } from '../domain/partners';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../testing/harness';
import type { RouteAccess } from './access';

const SHOP = 'https://shop.example.com';
const BLOG = 'https://blog.example.org';
const NOT_LOGGED_IN = '请先登录您的账号！';

/** A route's URL with its parameters filled, so it can be called. */
const concrete = (url: string) => url.replace(/:(\w+)/g, '$1');

/**
 * The access matrix: every call under /api/ and /pay/ declares who may make it, and each is called here as the
 * callers it is not for.
 */
describe.each(databaseTargets())('who may call what ($name)', (target) => {
  let server: TestServer;
  let shop: NewPartner;
  let blog: NewPartner;
  let firstParty: string;
  let shopUser: string;
  let routes: RouteAccess[];
  const ctx = () => (server.app as unknown as { dubkit: ServerContext }).dubkit;
  const call = (route: RouteAccess, token?: string, headers: Record<string, string> = {}) =>
    server.call(route.method as 'GET' | 'POST', concrete(route.url), {
      token,
      headers,
      ...(route.method === 'POST' ? { body: {} } : {}),
    });
  const byAccess = (access: RouteAccess['access']) =>
    routes.filter((route) => route.access === access && route.method !== 'HEAD');

  beforeAll(async () => {
    server = await startServer(target, { speech: false, ocr: false });
    routes = server.app.routeAccess;
    shop = await addPartner(ctx(), { name: '好物商城', allowedOrigins: [SHOP] });
    blog = await addPartner(ctx(), { name: '小站博客', allowedOrigins: [BLOG] });
    firstParty = (await loginNewUser(server)).token;
    const minted = await server.call<{ token: string }>('POST', '/api/partner/token', {
      token: shop.secretKey,
      body: { userId: 'reader-1' },
    });
    shopUser = minted.body.data.token;
  });
  afterAll(() => server?.close());

  it('has every call of the contract declare its callers', () => {
    const kinds = new Set(routes.map((route) => route.access));
    expect([...kinds].sort()).toEqual(['loopback', 'optional', 'partner-server', 'public', 'signed', 'user']);
    expect(byAccess('user').length).toBeGreaterThan(50);
  });

  it('answers every signed-in call as not logged in to a visitor', async () => {
    for (const route of byAccess('user')) {
      const answer = await call(route);
      expect({ route: `${route.method} ${route.url}`, message: answer.body.message }).toEqual({
        route: `${route.method} ${route.url}`,
        message: NOT_LOGGED_IN,
      });
    }
  });

  it('does not accept a partner user’s token outside its partner’s pages', async () => {
    const outside: Array<[string, Record<string, string>]> = [
      ['no origin and no key (a script)', {}],
      ['the partner’s key without its origin', { [PUBLISHABLE_KEY_HEADER]: shop.publishableKey }],
      ['our own site', { origin: server.base }],
      ['another partner’s site', { origin: BLOG, [PUBLISHABLE_KEY_HEADER]: blog.publishableKey }],
    ];
    for (const [where, headers] of outside) {
      for (const route of byAccess('user')) {
        const answer = await call(route, shopUser, headers);
        expect({ where, route: `${route.method} ${route.url}`, message: answer.body.message }).toEqual({
          where,
          route: `${route.method} ${route.url}`,
          message: NOT_LOGGED_IN,
        });
      }
    }
  });

  it('does not accept our own site’s token on a partner’s page', async () => {
    for (const route of byAccess('user')) {
      const answer = await call(route, firstParty, { origin: SHOP, [PUBLISHABLE_KEY_HEADER]: shop.publishableKey });
      expect({ route: `${route.method} ${route.url}`, message: answer.body.message }).toEqual({
        route: `${route.method} ${route.url}`,
        message: NOT_LOGGED_IN,
      });
    }
  });

  it('serves a signed resource only with its signature', async () => {
    for (const route of byAccess('signed')) {
      // The pay page and the storage host answer in HTML and OSS XML, not the envelope.
      const answer = await fetch(`${server.base}${concrete(route.url)}`, { method: route.method });
      expect({ route: `${route.method} ${route.url}`, ok: answer.ok }).toEqual({
        route: `${route.method} ${route.url}`,
        ok: false,
      });
    }
  });

  it('lets a partner mint tokens only from its server', async () => {
    for (const route of byAccess('partner-server')) {
      expect((await call(route)).status).toBe(401);
      const fromBrowser = await server.call('POST', concrete(route.url), {
        token: shop.secretKey,
        headers: { origin: SHOP },
        body: { userId: 'reader-2' },
      });
      expect(fromBrowser.status).toBe(403);
    }
  });
});
