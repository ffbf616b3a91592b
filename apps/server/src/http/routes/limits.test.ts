import { routes, type SiteSettings } from '@dubkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { freshPhone, startServer, type TestServer } from '../../testing/harness';

describe('abuse limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ name: 'sqlite' }, { rateLimits: true, speech: false });
  });
  afterAll(() => server.close());

  it('limits SMS sends per address to ten a minute', async () => {
    const replies = [];
    for (let i = 0; i < 11; i++)
      replies.push(await server.call('POST', '/api/sms/login_verify_code', { body: { phone: freshPhone() } }));
    expect(replies.slice(0, 10).every((r) => r.status === 200)).toBe(true);
    expect(replies[10]?.status).toBe(429);
    expect(replies[10]?.body).toEqual({ code: 429, message: '请求过于频繁，请稍后再试', data: null });
  });

  it('answers malformed and oversized bodies without internals', async () => {
    const malformed = await fetch(`${server.base}/api/feedback/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"content": ',
    });
    expect(malformed.status).toBe(400);
    const body = await malformed.text();
    expect(JSON.parse(body)).toEqual({ code: 400, message: '请求格式错误', data: null });
    expect(body).not.toMatch(/at |stack|node_modules/);
    const huge = await fetch(`${server.base}/api/feedback/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'x'.repeat(3 * 1024 * 1024), email: 'a@b.c' }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ code: 413, message: '请求内容过大', data: null });
  });
});

describe('development endpoints', () => {
  const paths = ['/api/dev/sms/latest', '/api/dev/captcha/latest'];

  it('do not exist without DUBKIT_DEV_ENDPOINTS=on', async () => {
    for (const env of [{}, { DUBKIT_DEV_ENDPOINTS: 'off' }]) {
      const server = await startServer(
        { name: 'sqlite' },
        { devEndpoints: loadConfig(env).devEndpoints, speech: false },
      );
      const phone = freshPhone();
      await server.call('POST', '/api/sms/login_verify_code', { body: { phone } });
      for (const path of paths) {
        const reply = await server.call('GET', path, { query: { phone } });
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual({ code: 404, message: '接口不存在', data: null });
      }
      await server.close();
    }
  });

  it('serve the last SMS code and the captcha answer with DUBKIT_DEV_ENDPOINTS=on', async () => {
    const { devEndpoints } = loadConfig({ DUBKIT_DEV_ENDPOINTS: 'on' });
    const server = await startServer({ name: 'sqlite' }, { devEndpoints, speech: false });
    const phone = freshPhone();
    await server.call('POST', '/api/sms/login_verify_code', { body: { phone } });
    const sms = await server.call<{ code: string }>('GET', paths[0] ?? '', { query: { phone } });
    expect(sms.body.data.code).toMatch(/^\d{4,6}$/);
    await server.call('POST', '/api/sms/login_verify_captcha', { body: { phone } });
    const captcha = await server.call<string>('GET', paths[1] ?? '', { query: { phone } });
    expect(captcha.body.data).toMatch(/^\w{4,6}$/);
    await server.close();
  });
});

describe('client addresses behind a proxy (TRUST_PROXY)', () => {
  /** Eleven SMS sends, each from the address the callback names (the limit is ten a minute per address). */
  async function elevenSends(env: NodeJS.ProcessEnv, forwardedFor: (i: number) => string) {
    const server = await startServer(
      { name: 'sqlite' },
      { rateLimits: true, trustProxy: loadConfig(env).trustProxy, speech: false },
    );
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const reply = await server.call('POST', '/api/sms/login_verify_code', {
        body: { phone: freshPhone() },
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      statuses.push(reply.status);
    }
    await server.close();
    return statuses;
  }

  it('limits each forwarded client on its own when on', async () => {
    expect(await elevenSends({ TRUST_PROXY: 'on' }, (i) => `203.0.113.${i + 1}`)).not.toContain(429);
    expect((await elevenSends({ TRUST_PROXY: 'on' }, () => '203.0.113.7')).at(-1)).toBe(429);
    // A list names the proxies to trust; the loopback test client is one.
    expect(await elevenSends({ TRUST_PROXY: '127.0.0.1' }, (i) => `203.0.113.${i + 1}`)).not.toContain(429);
  });

  it('ignores X-Forwarded-For when off (the default), so a client cannot pick a fresh address per call', async () => {
    for (const env of [{}, { TRUST_PROXY: 'off' }])
      expect((await elevenSends(env, (i) => `203.0.113.${i + 1}`)).at(-1)).toBe(429);
  });
});

describe('sibling brand', () => {
  it('has no WeChat login routes at all', async () => {
    const server = await startServer({ name: 'sqlite' }, { brand: 'sibling', speech: false });
    const reply = await server.call('GET', '/api/wxApi/loginParams');
    expect(reply.status).toBe(404);
    await server.close();
  });
});

describe('WeChat login in the site settings', () => {
  it.each([
    { setup: 'not configured', options: {}, wechatLogin: false },
    { setup: 'configured', options: { wechat: { appId: 'wx1', appSecret: 's' } }, wechatLogin: true },
    {
      setup: 'configured on the sibling brand',
      options: { brand: 'sibling' as const, wechat: { appId: 'wx1', appSecret: 's' } },
      wechatLogin: false,
    },
  ])('tells the site whether to offer it: $setup', async ({ options, wechatLogin }) => {
    const server = await startServer({ name: 'sqlite' }, { ...options, speech: false });
    const reply = await server.call<SiteSettings>('GET', routes.settings.site.path);
    expect(reply.body).toEqual({ code: 200, message: 'success', data: { wechatLogin } });
    await server.close();
  });
});

describe('captcha before every SMS', () => {
  it('asks for the captcha on the first send too when configured', async () => {
    const server = await startServer({ name: 'sqlite' }, { smsCaptcha: 'always', speech: false });
    const phone = freshPhone();
    const first = await server.call<{ status: number }>('POST', '/api/sms/login_verify_code', { body: { phone } });
    expect(first.body.data.status).toBe(202);
    await server.call('POST', '/api/sms/login_verify_captcha', { body: { phone } });
    const answer = await server.call<string>('GET', '/api/dev/captcha/latest', { query: { phone } });
    const sent = await server.call<{ status: number }>('POST', '/api/sms/login_verify_code', {
      body: { phone, captcha: answer.body.data },
    });
    expect(sent.body.data.status).toBe(200);
    await server.close();
  });
});

describe('the WeChat binding SMS', () => {
  it('checks its captcha under the caller, as the captcha call that has no phone stored it', async () => {
    const server = await startServer({ name: 'sqlite' }, { smsCaptcha: 'always', speech: false });
    const phone = freshPhone();
    const asked = await server.call<{ status: number }>('POST', '/api/sms/verify_code', { body: { phone } });
    expect(asked.body.data.status).toBe(202);
    await server.call('GET', '/api/sms/verify_captcha');
    const { db } = (
      server.app as unknown as { dubkit: { db: import('kysely').Kysely<import('../../db/schema').Database> } }
    ).dubkit;
    const row = await db.selectFrom('captchas').select('text').where('key', 'like', 'bind:%').executeTakeFirstOrThrow();
    const sent = await server.call<{ status: number }>('POST', '/api/sms/verify_code', {
      body: { phone, captcha: row.text },
    });
    expect(sent.body.data.status).toBe(200);
    await server.close();
  });
});
