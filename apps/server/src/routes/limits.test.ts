import { routes, type SiteSettings } from '@dubkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, startServer, type TestServer } from '../testing/harness';

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

  it('serves the development SMS sink to loopback only', async () => {
    const reply = await server.call('GET', '/api/dev/sms/latest', { query: { phone: '13800000000' } });
    expect(reply.status).toBe(200);
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
      server.app as unknown as { dubkit: { db: import('kysely').Kysely<import('../db/schema').Database> } }
    ).dubkit;
    const row = await db.selectFrom('captchas').select('text').where('key', 'like', 'bind:%').executeTakeFirstOrThrow();
    const sent = await server.call<{ status: number }>('POST', '/api/sms/verify_code', {
      body: { phone, captcha: row.text },
    });
    expect(sent.body.data.status).toBe(200);
    await server.close();
  });
});
