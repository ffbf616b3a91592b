import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISHABLE_KEY_HEADER } from '@dubkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../testing/harness';
import { EXAMPLE_PARTNER } from './partnerExample';

const PARTNER_SITE = 'http://partner.test';

describe('the example partner site', () => {
  let server: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'dubkit-partner-example-'));

  beforeAll(async () => {
    mkdirSync(join(dir, 'site'));
    mkdirSync(join(dir, 'embed'));
    writeFileSync(join(dir, 'site', 'index.html'), '<!doctype html><title>好物生活</title>');
    writeFileSync(join(dir, 'embed', 'dubkit-embed.js'), 'export {};');
    writeFileSync(join(dir, 'embed', 'studio-3f2a.js'), 'export {};');
    server = await startServer(
      { name: 'sqlite' },
      {
        speech: false,
        ocr: false,
        partnerExampleDir: join(dir, 'site'),
        partnerExampleOrigins: [PARTNER_SITE],
        embedDir: join(dir, 'embed'),
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const token = (cookie?: string) =>
    fetch(`${server.base}/partner-example/token`, { headers: cookie ? { cookie } : {} });

  it('gives each browser a reader of its own and a short-lived token for them, as a partner’s backend would', async () => {
    const first = await token();
    expect(first.headers.get('cache-control')).toBe('no-store');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
    expect(cookie).toMatch(/^example_reader=reader-/);
    const minted = (await first.json()) as { token: string; expire: number };
    expect(minted.expire - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const profile = (login: string) =>
      server.call<{ nickname: string; username: string }>('GET', '/api/user/profile', {
        token: login,
        headers: { origin: PARTNER_SITE, [PUBLISHABLE_KEY_HEADER]: EXAMPLE_PARTNER.publishableKey },
      });
    const reader = await profile(minted.token);
    expect(reader.body.data.nickname).toBe('示例读者');
    const again = (await (await token(cookie)).json()) as { token: string };
    expect((await profile(again.token)).body.data.username).toBe(reader.body.data.username);
    const stranger = (await (await token()).json()) as { token: string };
    expect((await profile(stranger.token)).body.data.username).not.toBe(reader.body.data.username);
  });

  it('serves its pages, and the embed script to any site with CORS', async () => {
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
