import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';

describe('server over HTTP', () => {
  let app: FastifyInstance;
  let base: string;
  const site = mkdtempSync(join(tmpdir(), 'dubkit-site-'));

  beforeAll(async () => {
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>配音工坊</title><div id="root"></div>');
    app = await buildApp({ staticDir: site, logLevel: 'silent', sqliteFile: ':memory:', dataDir: site, speech: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('answers /api/health in the envelope', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('serves the website for client-side routes', async () => {
    const response = await fetch(`${base}/anchors?page=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('配音工坊');
  });

  it('answers an unknown API path with an enveloped 404, not the website', async () => {
    const response = await fetch(`${base}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: '接口不存在', data: null });
  });
});
