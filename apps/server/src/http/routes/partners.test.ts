import { createDubKitClient, createPartnerAuth, PUBLISHABLE_KEY_HEADER } from '@dubkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionForToken } from '../../domain/accounts';
import type { ServerContext } from '../../domain/context';
import { addPartner, type NewPartner, PARTNER_TOKEN_TTL_MS, revokePartner } from '../../domain/partners';
import { hashPassword } from '../../domain/secrets';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';

const SHOP = 'https://shop.example.com';
const BLOG = 'https://blog.example.org';

describe.each(databaseTargets())('partner embedding ($name)', (target) => {
  let server: TestServer;
  let shop: NewPartner;
  let blog: NewPartner;
  const ctx = () => (server.app as unknown as { dubkit: ServerContext }).dubkit;

  /** What a partner's backend does: its secret key, its own user's id, no Origin (it is not a browser). */
  const mint = (secretKey: string, body: object, headers: Record<string, string> = {}) =>
    server.call<{ token: string; expire: number; nickname: string; username: string }>('POST', '/api/partner/token', {
      token: secretKey,
      body,
      headers,
    });
  /** A call from a partner's page: its origin and the publishable key it presents. */
  const fromSite = (origin: string, publishableKey: string | null, token?: string) =>
    server.call<{ nickname: string }>('GET', '/api/user/profile', {
      token,
      headers: { origin, ...(publishableKey ? { [PUBLISHABLE_KEY_HEADER]: publishableKey } : {}) },
    });
  const preflight = (origin: string) =>
    fetch(`${server.base}/api/user/profile`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': `authorization, ${PUBLISHABLE_KEY_HEADER.toLowerCase()}`,
      },
    });

  beforeAll(async () => {
    server = await startServer(target, { speech: false, ocr: false });
    shop = await addPartner(ctx(), { name: '好物商城', allowedOrigins: [SHOP, 'http://localhost:5173'] });
    blog = await addPartner(ctx(), { name: '小站博客', allowedOrigins: [BLOG] });
  });
  afterAll(() => server?.close());

  it('mints a short-lived token for the partner’s user, the same account every time', async () => {
    const first = await mint(shop.secretKey, { userId: 'u-1001', nickname: '小林' });
    expect(first.status).toBe(200);
    expect(first.body.data.expire - server.now()).toBeLessThanOrEqual(PARTNER_TOKEN_TTL_MS);
    expect(first.body.data.nickname).toBe('小林');
    const again = await mint(shop.secretKey, { userId: 'u-1001' });
    expect(again.body.data.username).toBe(first.body.data.username);
    expect(again.body.data.token).not.toBe(first.body.data.token);
    const profile = await fromSite(SHOP, shop.publishableKey, first.body.data.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.nickname).toBe('小林');
  });

  it('refuses a wrong secret key, a missing user id and a secret key sent from a browser', async () => {
    expect((await mint('sk_wrong', { userId: 'u-1' })).body).toMatchObject({
      code: 401,
      message: '合作方密钥无效或已停用',
    });
    expect((await mint(shop.publishableKey, { userId: 'u-1' })).status).toBe(401);
    // A missing field says what its blank value says.
    expect((await mint(shop.secretKey, {})).body).toMatchObject({ code: 400, message: 'userId 不能为空' });
    expect((await mint(shop.secretKey, { userId: '  ' })).body.message).toBe('userId 不能为空');
    const leaked = await mint(shop.secretKey, { userId: 'u-1' }, { origin: SHOP });
    expect(leaked.body).toMatchObject({ code: 403, message: '合作方密钥只能在服务端使用' });
  });

  it('keeps partners apart: the same user id is two accounts, and a token works only on its own partner’s site', async () => {
    const atShop = await mint(shop.secretKey, { userId: 'same-id' });
    const atBlog = await mint(blog.secretKey, { userId: 'same-id' });
    expect(atShop.body.data.username).not.toBe(atBlog.body.data.username);
    // The shop's token presented on the blog (with the blog's key, from the blog's origin) signs nobody in.
    expect((await fromSite(BLOG, blog.publishableKey, atShop.body.data.token)).status).toBe(401);
    // A DubKit login of our own site is not usable from a partner's page either.
    const own = await loginNewUser(server);
    expect((await fromSite(SHOP, shop.publishableKey, own.token)).status).toBe(401);
    expect((await server.call('GET', '/api/user/profile', { token: own.token })).status).toBe(200);
  });

  it('answers CORS only for the origins of the key presented', async () => {
    const allowed = await fromSite(SHOP, shop.publishableKey);
    expect(allowed.status).toBe(401);
    const ok = await fetch(`${server.base}/api/anchor/options`, {
      headers: { origin: SHOP, [PUBLISHABLE_KEY_HEADER]: shop.publishableKey },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(ok.headers.get('vary')).toContain('Origin');
    for (const [origin, key] of [
      [BLOG, shop.publishableKey],
      ['https://evil.example.net', shop.publishableKey],
      [SHOP, null],
      [SHOP, 'pk_unknown'],
    ] as const) {
      const response = await fetch(`${server.base}/api/anchor/options`, {
        headers: { origin, ...(key ? { [PUBLISHABLE_KEY_HEADER]: key } : {}) },
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await response.json()) as { message: string }).message).toBe('该网站未获授权使用配音工坊组件');
    }
    // Our own pages (same origin, or no Origin at all) need no key.
    const own = await fetch(`${server.base}/api/anchor/options`, { headers: { origin: server.base } });
    expect(own.status).toBe(200);
  });

  it('answers a preflight for a partner’s origin and refuses one for any other', async () => {
    const allowed = await preflight(SHOP);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(allowed.headers.get('access-control-allow-headers')).toContain(PUBLISHABLE_KEY_HEADER.toLowerCase());
    const refused = await preflight('https://evil.example.net');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a token expire, and createPartnerAuth fetches the next before it does', async () => {
    const minted = await mint(shop.secretKey, { userId: 'u-expiry' });
    server.advance(PARTNER_TOKEN_TTL_MS + 1);
    expect((await fromSite(SHOP, shop.publishableKey, minted.body.data.token)).status).toBe(401);
    let fetched = 0;
    const auth = createPartnerAuth({
      fetchToken: async () => {
        fetched += 1;
        const { body } = await mint(shop.secretKey, { userId: 'u-expiry' });
        return { token: body.data.token, expire: body.data.expire };
      },
    });
    // What the partner's page sends: its origin (Node's fetch sends none of its own).
    const fromShop: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      request.headers.set('origin', SHOP);
      return fetch(request);
    };
    const client = createDubKitClient({
      baseUrl: server.base,
      publishableKey: shop.publishableKey,
      auth,
      fetch: fromShop,
    });
    const profile = await client.account.profile();
    expect(profile.nickname).toBe('好物商城用户');
    expect(fetched).toBe(1);
    auth.dispose();
  });

  it('stops a revoked partner at once: its tokens, its key and its origins', async () => {
    const doomed = await addPartner(ctx(), { name: '停用测试', allowedOrigins: ['https://gone.example.com'] });
    const minted = await mint(doomed.secretKey, { userId: 'u-9' });
    const site = (token?: string) => fromSite('https://gone.example.com', doomed.publishableKey, token);
    expect((await site(minted.body.data.token)).status).toBe(200);
    expect(await revokePartner(ctx(), doomed.id)).toBe(true);
    expect((await site(minted.body.data.token)).status).toBe(403);
    expect((await mint(doomed.secretKey, { userId: 'u-9' })).status).toBe(401);
    expect((await preflight('https://gone.example.com')).status).toBe(403);
    // The token is gone, not merely refused at the door: even without an Origin it signs nobody in.
    expect((await server.call('GET', '/api/user/profile', { token: minted.body.data.token })).status).toBe(401);
  });
  it('keeps a partner’s token in its scope: only with its key, from its origins', async () => {
    const token = (await mint(shop.secretKey, { userId: 'u-scope' })).body.data.token;
    expect((await fromSite(SHOP, shop.publishableKey, token)).status).toBe(200);
    const read = (headers: Record<string, string>) => server.call('GET', '/api/user/profile', { token, headers });
    const write = (headers: Record<string, string>) =>
      server.call('POST', '/api/user/updateProfile', { token, headers, body: { nickname: '越界' } });
    // curl: no Origin, no key; or the key without an Origin.
    for (const headers of [{}, { [PUBLISHABLE_KEY_HEADER]: shop.publishableKey }] as Record<string, string>[]) {
      expect((await read(headers)).body).toMatchObject({ code: 401, message: '请先登录您的账号！' });
      expect((await write(headers)).status).toBe(401);
    }
    // Our own website's origin, as our own pages call.
    expect((await read({ origin: server.base })).status).toBe(401);
    expect((await write({ origin: server.base })).status).toBe(401);
    expect((await read({ 'sec-fetch-site': 'same-origin' })).status).toBe(401);
    // Another partner's key from its own origin.
    expect((await fromSite(BLOG, blog.publishableKey, token)).status).toBe(401);
    // The shop's key from the blog's origin is refused at the door.
    expect((await fromSite(BLOG, shop.publishableKey, token)).status).toBe(403);
    expect((await fromSite(SHOP, shop.publishableKey, token)).body.data.nickname).toBe('好物商城用户');
  });

  it('gives partner accounts no password and no login of our own site', async () => {
    const minted = await mint(shop.secretKey, { userId: 'u-nopass' });
    const token = minted.body.data.token;
    const headers = { origin: SHOP, [PUBLISHABLE_KEY_HEADER]: shop.publishableKey };
    const refused = { code: 403, message: '合作方账号不支持此操作' };
    const set = await server.call('POST', '/api/user/setPassword', {
      token,
      headers,
      body: { newPassword: 'pass_123' },
    });
    expect(set.body).toMatchObject(refused);
    const update = await server.call('POST', '/api/user/updatePassword', {
      token,
      headers,
      body: { oldPassword: 'pass_123', newPassword: 'pass_456' },
    });
    expect(update.body).toMatchObject(refused);
    // Even with a password somehow stored, the password login gives no session of our own site.
    await ctx()
      .db.updateTable('users')
      .set({ password_hash: await hashPassword('pass_123') })
      .where('username', '=', minted.body.data.username)
      .execute();
    const login = await server.call<{ token?: string }>('POST', '/api/user/loginByPwd', {
      body: { username: minted.body.data.username, password: 'pass_123' },
    });
    expect(login.body).toMatchObject(refused);
    expect(login.body.data).toBeNull();
    // Nor does confirming a scan-to-login from the partner's page.
    const qr = await server.call<{ token: string }>('POST', '/api/user/login/qrcode', {
      body: { width: 200, height: 200, client: 'web', hostname: 'localhost' },
    });
    const confirm = await server.call('POST', '/api/user/login/qrcode/confirm', {
      token,
      headers,
      body: { token: qr.body.data.token },
    });
    expect(confirm.body).toMatchObject(refused);
  });

  it('takes only http(s) links for the avatar', async () => {
    for (const avatar of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'ftp://x.example/a.png']) {
      expect((await mint(shop.secretKey, { userId: 'u-avatar', avatar })).body).toMatchObject({
        code: 400,
        message: '头像链接应以 http:// 或 https:// 开头',
      });
    }
    const ok = await mint(shop.secretKey, { userId: 'u-avatar', avatar: 'https://shop.example.com/a.png' });
    expect(ok.body.code).toBe(200);
  });

  it('revokes by publishable key, ending every token of the partner at once', async () => {
    const doomed = await addPartner(ctx(), { name: '按公钥停用', allowedOrigins: ['https://gone2.example.com'] });
    const first = (await mint(doomed.secretKey, { userId: 'a' })).body.data.token;
    const second = (await mint(doomed.secretKey, { userId: 'b' })).body.data.token;
    expect(await revokePartner(ctx(), doomed.publishableKey)).toBe(true);
    const left = await ctx()
      .db.selectFrom('sessions')
      .select('token_hash')
      .where('partner_id', '=', doomed.id)
      .execute();
    expect(left).toEqual([]);
    for (const token of [first, second]) {
      expect((await server.call('GET', '/api/user/profile', { token })).status).toBe(401);
    }
    expect(await revokePartner(ctx(), doomed.publishableKey)).toBe(false);
  });

  it('refuses a revoked partner’s session even if its row remains', async () => {
    const doomed = await addPartner(ctx(), { name: '残留会话', allowedOrigins: ['https://gone3.example.com'] });
    const token = (await mint(doomed.secretKey, { userId: 'c' })).body.data.token;
    const row = await ctx()
      .db.selectFrom('sessions')
      .selectAll()
      .where('partner_id', '=', doomed.id)
      .executeTakeFirstOrThrow();
    await revokePartner(ctx(), doomed.id);
    await ctx().db.insertInto('sessions').values(row).execute();
    expect((await server.call('GET', '/api/user/profile', { token })).status).toBe(401);
    expect(await sessionForToken(ctx(), token, doomed.id)).toBeNull();
  });
});
