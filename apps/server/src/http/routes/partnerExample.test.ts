import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MemberInfo, PUBLISHABLE_KEY_HEADER } from '@dubkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, databaseTargets, startServer, type TestServer } from '../../testing/harness';
import type { AppOptions } from '../app';
import { EXAMPLE_PARTNER, NEW_READERS_A_DAY, TOKENS_A_MINUTE } from './partnerExample';

const PARTNER_SITE = 'http://partner.test';
const DAY = 86_400_000;

/** A server with the example partner's pages, its token route and the embed script (fixture files). */
function exampleServer(target: DatabaseTarget, options: Partial<AppOptions> = {}) {
  let server: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'dubkit-partner-example-'));
  beforeAll(async () => {
    mkdirSync(join(dir, 'site'));
    mkdirSync(join(dir, 'embed'));
    writeFileSync(join(dir, 'site', 'index.html'), '<!doctype html><title>好物生活</title>');
    writeFileSync(join(dir, 'embed', 'dubkit-embed.js'), 'export {};');
    writeFileSync(join(dir, 'embed', 'studio-3f2a.js'), 'export {};');
    server = await startServer(target, {
      speech: false,
      ocr: false,
      partnerExampleDir: join(dir, 'site'),
      partnerExampleOrigins: [PARTNER_SITE],
      embedDir: join(dir, 'embed'),
      ...options,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const token = (headers: Record<string, string> = {}) => fetch(`${server.base}/partner-example/token`, { headers });
  const login = async (headers: Record<string, string> = {}) => {
    const response = await token(headers);
    expect(response.status).toBe(200);
    return (await response.json()) as { token: string; expire: number };
  };
  /** The cookie a response set, as the browser sends it back. */
  const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const fromPartnerSite = (login: string, path: string, query?: Record<string, unknown>) =>
    server.call<never>('GET', path, {
      token: login,
      query,
      headers: { origin: PARTNER_SITE, [PUBLISHABLE_KEY_HEADER]: EXAMPLE_PARTNER.publishableKey },
    });
  return { server: () => server, token, login, cookieOf, fromPartnerSite };
}

// PostgreSQL too: a page's widgets ask for a new reader's token at once, and only there do their exchanges race.
describe.each(databaseTargets())('the example partner site ($name)', (target) => {
  const example = exampleServer(target);
  const { token, login, cookieOf, fromPartnerSite } = example;
  const usernameOf = async (minted: { token: string }) =>
    ((await fromPartnerSite(minted.token, '/api/user/profile')).body.data as { username: string }).username;

  it('gives each browser a reader of its own and a short-lived token for them, as a partner’s backend would', async () => {
    const first = await token();
    expect(first.headers.get('cache-control')).toBe('no-store');
    const cookie = cookieOf(first);
    expect(cookie).toMatch(/^example_reader=reader-[\w-]+\.[\w%+/=-]+$/);
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(first.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    expect(first.headers.get('set-cookie')).not.toMatch(/Secure/);
    const minted = (await first.json()) as { token: string; expire: number };
    expect(minted.expire - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const reader = await fromPartnerSite(minted.token, '/api/user/profile');
    expect((reader.body.data as { nickname: string }).nickname).toBe('示例读者');
    expect(await usernameOf(await login({ cookie }))).toBe(await usernameOf(minted));
    expect(await usernameOf(await login())).not.toBe(await usernameOf(minted));
  });

  it('gives the reader with the page, so the widgets’ first token calls share one', async () => {
    const page = await fetch(`${example.server().base}/partner-example/`);
    const cookie = cookieOf(page);
    expect(cookie).toMatch(/^example_reader=reader-/);
    expect(page.headers.get('set-cookie')).toMatch(/Path=\/partner-example/);
    const calls = await Promise.all([token({ cookie }), token({ cookie }), token({ cookie })]);
    for (const call of calls) expect(call.headers.get('set-cookie')).toBeNull();
    const logins = (await Promise.all(calls.map((call) => call.json()))) as Array<{ token: string }>;
    expect(new Set(await Promise.all(logins.map(usernameOf))).size).toBe(1);
  });

  it('trusts only readers it signed: a forged or tampered cookie gets a new reader, never the account named', async () => {
    const first = await token();
    const signed = cookieOf(first);
    const reader = await usernameOf((await first.json()) as { token: string });
    const id = decodeURIComponent(signed.slice('example_reader='.length)).replace(/\.[^.]*$/, '');
    const forgeries = [
      `example_reader=${id}`,
      `example_reader=${encodeURIComponent(`${id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)}`,
      signed.replace(id, `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`),
    ];
    for (const cookie of forgeries) {
      const response = await token({ cookie });
      expect(cookieOf(response)).toMatch(/^example_reader=reader-/);
      expect(cookieOf(response)).not.toBe(signed);
      expect(await usernameOf((await response.json()) as { token: string })).not.toBe(reader);
    }
  });

  it('serves tokens only to its own pages: another site’s page cannot fetch them for its visitors', async () => {
    const server = example.server();
    const otherSites: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page.html' },
    ];
    for (const headers of otherSites) {
      const refused = await token(headers);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('set-cookie')).toBeNull();
      expect(await refused.json()).toEqual({ message: '只有示例网站自己的页面可以获取登录凭证' });
    }
    // A server calling it (a partner's backend) sends none of these headers.
    const ownPagesAndServers: Array<Record<string, string>> = [
      { origin: server.base },
      { origin: PARTNER_SITE },
      { 'sec-fetch-site': 'same-origin' },
      { referer: `${server.base}/partner-example/` },
      {},
    ];
    for (const headers of ownPagesAndServers) expect((await token(headers)).status).toBe(200);
  });

  it('gives the example’s readers, like any partner’s users, no first-party promotions', async () => {
    const reader = await login();
    const member = async () =>
      (await fromPartnerSite(reader.token, '/api/tts/vip/member_info')).body.data as MemberInfo;
    expect(await member()).toMatchObject({ newUser: false, vipLevel: 0 });
    await fromPartnerSite(reader.token, '/api/tts/vip/take_new_user_rewards');
    expect(await member()).toMatchObject({ newUser: false, vipLevel: 0 });

    const other = await login();
    const code = (await fromPartnerSite(other.token, '/api/user/inviter/code')).body.data as string;
    const bound = await fromPartnerSite(reader.token, '/api/user/inviter/bind', { code });
    expect(bound.body.code).not.toBe(200);
    const profile = (await fromPartnerSite(reader.token, '/api/user/profile')).body.data as {
      bindInviterCode: string | null;
    };
    expect(profile.bindInviterCode).toBeNull();
  });

  it('serves its pages, and the embed script to any site with CORS', async () => {
    const server = example.server();
    const page = await fetch(`${server.base}/partner-example/`);
    expect(await page.text()).toContain('好物生活');
    const script = await fetch(`${server.base}/embed/dubkit-embed.js`, { headers: { origin: 'https://any.example' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(script.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${server.base}/embed/studio-3f2a.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });
});

describe('the example partner’s token route, with rate limits on', () => {
  const example = exampleServer({ name: 'sqlite' }, { rateLimits: true, trustProxy: true });
  const { token, login, cookieOf } = example;
  const from = (address: string, cookie?: string) => ({
    'x-forwarded-for': address,
    ...(cookie ? { cookie } : {}),
  });

  it('marks the reader’s cookie Secure when the page came over https', async () => {
    const page = await fetch(`${example.server().base}/partner-example/`, {
      headers: { ...from('203.0.113.4'), 'x-forwarded-proto': 'https' },
    });
    expect(page.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it(`answers ${TOKENS_A_MINUTE} token calls a minute per client address`, async () => {
    const cookie = cookieOf(await token(from('203.0.113.1')));
    for (let call = 1; call < TOKENS_A_MINUTE; call++) await login(from('203.0.113.1', cookie));
    const limited = await token(from('203.0.113.1', cookie));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe('请求过于频繁，请稍后再试');
    await login(from('203.0.113.9', cookie));
  });

  it(`starts ${NEW_READERS_A_DAY} new readers a day per client address; known readers still sign in`, async () => {
    const page = await fetch(`${example.server().base}/partner-example/`, { headers: from('203.0.113.2') });
    const known = cookieOf(page);
    // The page's widgets ask at once for its new reader: one reader of the day's share.
    await Promise.all([1, 2, 3].map(() => login(from('203.0.113.2', known))));
    for (let reader = 1; reader < NEW_READERS_A_DAY; reader++) await login(from('203.0.113.2'));
    const refused = await token(from('203.0.113.2'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: '今天新建的读者已达上限，请明天再试' });
    await login(from('203.0.113.2', known));
    await login(from('203.0.113.3'));
    example.server().advance(DAY);
    await login(from('203.0.113.2'));
  });
});
