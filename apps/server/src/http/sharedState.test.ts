import { join } from 'node:path';
import type { UploadPolicy } from '@dubkit/sdk-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../domain/context';
import { sweepExpiredRows } from '../domain/expiredRows';
import {
  databaseTargets,
  type Envelope,
  freshPhone,
  loginNewUser,
  startServer,
  type TestServer,
} from '../testing/harness';
import { ossForm } from '../testing/uploadForm';

const DAY = 24 * 3_600_000;

/** Two web processes on one database, as behind a load balancer: a second server on the first one's database. */
async function twoWebProcesses(target: Parameters<typeof startServer>[0], rateLimits: boolean) {
  const settings = { speech: false, ocr: false, rateLimits };
  const first = await startServer(target, settings);
  const second = await startServer(target, { ...settings, dataDir: first.dataDir, databaseUrl: first.databaseUrl });
  return [first, second] as const;
}

const tally = (replies: Array<{ body: Envelope }>) => {
  const counts: Record<string, number> = {};
  for (const { body } of replies) counts[body.message] = (counts[body.message] ?? 0) + 1;
  return counts;
};

describe.each(databaseTargets())('state every web process shares ($name)', (target) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    [a, b] = await twoWebProcesses(target, false);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  /** The ith of several calls made at once goes to one process, the next to the other. */
  const either = (i: number) => (i % 2 ? b : a);

  it('signs with one secret on every machine: an upload policy from one process is accepted by one with its own data folder', async () => {
    // The upload is checked before the provider is ever called: any address does.
    const images = { baseUrl: 'http://127.0.0.1:9', apiKey: 'unused', model: 'unused' };
    const here = await startServer(target, { speech: false, ocr: false, images });
    const elsewhere = await startServer(target, {
      ...{ speech: false, ocr: false, images, databaseUrl: here.databaseUrl },
      // One SQLite database too, with a data folder of its own.
      sqliteFile: join(here.dataDir, 'dubkit.sqlite'),
    });
    try {
      const { token } = await loginNewUser(here);
      const policy = (
        await here.call<UploadPolicy>('GET', '/api/draw/input/ossPolicy', { token, query: { filename: 'a.png' } })
      ).body.data;
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();
      const form = ossForm(policy, new Blob([png], { type: 'image/png' }));
      const response = await fetch(`${elsewhere.base}/api/storage/upload`, { method: 'POST', body: form });
      expect({ status: response.status, body: await response.json() }).toMatchObject({ status: 200 });
    } finally {
      await elsewhere.close();
      await here.close();
    }
  });

  it('sends one code when 20 are requested at once for a phone through both processes', async () => {
    const phone = freshPhone();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        either(i).call<{ status: number }>('POST', '/api/sms/login_verify_code', { body: { phone } }),
      ),
    );
    expect(replies.filter((r) => r.body.data.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.data.status === 429)).toHaveLength(19);
  });

  it('logs in once when one code is sent 20 times at once to both processes', async () => {
    const phone = freshPhone();
    await a.call('POST', '/api/sms/login_verify_code', { body: { phone } });
    // The other process reads the code the first one sent.
    const { code } = (await b.call<{ code: string }>('GET', '/api/dev/sms/latest', { query: { phone } })).body.data;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => either(i).call('POST', '/api/user/loginBySms', { body: { phone, code } })),
    );
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(tally(replies)).toEqual({ success: 1, '验证码已失效，请重新获取': 19 });
  });

  it('refuses the right code after 20 wrong guesses sent at once', async () => {
    const phone = freshPhone();
    await a.call('POST', '/api/sms/login_verify_code', { body: { phone } });
    const { code } = (await a.call<{ code: string }>('GET', '/api/dev/sms/latest', { query: { phone } })).body.data;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(code.length, '0');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        either(i).call('POST', '/api/user/loginBySms', { body: { phone, code: wrong } }),
      ),
    );
    expect(tally(guesses)).toEqual({ 验证码错误: 5, '验证码已失效，请重新获取': 15 });
    const right = await b.call('POST', '/api/user/loginBySms', { body: { phone, code } });
    expect(right.body.message).toBe('验证码已失效，请重新获取');
  });

  it('shows a catalogue change made in the database on the other process within a second', async () => {
    const nameOf12 = async (server: TestServer) =>
      (
        await server.call<{ list: Array<{ id: number; name: string }> }>('POST', '/api/anchor/search', {
          body: { pageSize: 100 },
        })
      ).body.data.list.find((anchor) => anchor.id === 12)?.name;
    const before = await nameOf12(b);
    const { db } = a.app.getDecorator<ServerContext>('dubkit');
    await db.updateTable('anchors').set({ name: '改过的名字' }).where('id', '=', 12).execute();
    try {
      b.advance(1_001);
      expect(await nameOf12(b)).toBe('改过的名字');
    } finally {
      await db
        .updateTable('anchors')
        .set({ name: before ?? '' })
        .where('id', '=', 12)
        .execute();
      b.advance(1_001);
    }
    expect(await nameOf12(b)).toBe(before);
  });

  it('clears codes, captchas and counters once they no longer count', async () => {
    const phone = freshPhone();
    await a.call('POST', '/api/sms/login_verify_code', { body: { phone } });
    await a.call('POST', '/api/sms/login_verify_captcha', { body: { phone } });
    const ctx = a.app.getDecorator<ServerContext>('dubkit');
    const left = async () => ({
      codes: (await ctx.db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()).length,
      captchas: (await ctx.db.selectFrom('captchas').select('key').where('key', 'like', `%${phone}`).execute()).length,
      counters: (
        await ctx.db.selectFrom('window_counters').select('key').where('key', '=', `sms-send:${phone}`).execute()
      ).length,
    });
    await sweepExpiredRows(ctx);
    expect(await left()).toEqual({ codes: 1, captchas: 1, counters: 1 });
    a.advance(DAY + 1);
    await sweepExpiredRows(ctx);
    expect(await left()).toEqual({ codes: 0, captchas: 0, counters: 0 });
  });
});

describe.each(databaseTargets())('request limits across web processes ($name)', (target) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    [a, b] = await twoWebProcesses(target, true);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("counts an address's password logins on both processes against one limit of 20 a minute", async () => {
    const login = (server: TestServer, i: number) =>
      server.call('POST', '/api/user/loginByPwd', { body: { username: `nobody${i}`, password: 'wrong_pass1' } });
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => login(i % 2 ? b : a, i)));
    expect(replies.every((r) => r.status !== 429)).toBe(true);
    const over = await login(b, 20);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 429, message: '请求过于频繁，请稍后再试', data: null });
    a.advance(61_000);
    expect((await login(a, 21)).status).not.toBe(429);
  });
});
