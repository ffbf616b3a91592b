import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';

describe('server over HTTP', () => {
  let app: FastifyInstance;
  let base: string;
  const site = mkdtempSync(join(tmpdir(), 'dubkit-site-'));

  beforeAll(async () => {
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>配音工坊</title><div id="root"></div>');
    // A built asset with its precompressed copies, as the website's build writes them.
    const script = 'console.log("配音工坊");'.repeat(50);
    mkdirSync(join(site, 'assets'));
    writeFileSync(join(site, 'assets/index-AbC123.js'), script);
    writeFileSync(join(site, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
    writeFileSync(join(site, 'assets/index-AbC123.js.gz'), gzipSync(script));
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

  it('sends a built asset precompressed, cached for good; the page itself is revalidated every time', async () => {
    const asset = `${base}/assets/index-AbC123.js`;
    const brotli = await fetch(asset, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('vary')).toContain('accept-encoding');
    expect(await brotli.text()).toContain('配音工坊');
    const gzip = await fetch(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/index.html', '/anchors?page=2']) {
      const response = await fetch(`${base}${page}`);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers an unknown API path with an enveloped 404, not the website', async () => {
    const response = await fetch(`${base}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: '接口不存在', data: null });
  });
});

describe('server log', () => {
  async function requestsLogged(logLevel: string) {
    const lines: string[] = [];
    const app = await buildApp({
      staticDir: null,
      logLevel,
      logOutput: { write: (line: string) => lines.push(line) },
      sqliteFile: ':memory:',
      dataDir: mkdtempSync(join(tmpdir(), 'dubkit-log-')),
      speech: false,
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/api/health', '/api/settings/home/comments', '/api/nope']) await fetch(`${base}${path}`);
    await app.close();
    return lines;
  }

  it('says what happens to the server in readable lines and nothing per request by default', async () => {
    const lines = await requestsLogged('info');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}Seeded the empty tables/);
    expect(lines.some((line) => line.includes('Server listening at http://127.0.0.1:'))).toBe(true);
    expect(lines.filter((line) => line.includes('/api/'))).toEqual([]);
    // The settings that turn each missing provider's feature on: the operator's, once at start (users get product copy).
    const settings = lines.filter((line) =>
      / WARN {2}.* is off \(users are told it is not open yet\): set /.test(line),
    );
    expect(settings.map((line) => /set (DUBKIT_\w+)/.exec(line)?.[1])).toEqual([
      'DUBKIT_CHAT_BASE_URL',
      'DUBKIT_ASR_BASE_URL',
      'DUBKIT_IMAGES_BASE_URL',
    ]);
  });

  it('writes one concise line per request at LOG_LEVEL=debug', async () => {
    const lines = (await requestsLogged('debug')).filter((line) => line.includes('/api/'));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/api\/health 200 \d+ ms\n$/);
    expect(lines[2]).toMatch(/GET \/api\/nope 404 \d+ ms/);
  });
});

describe('server shutdown', () => {
  it('stops after its grace period although a client stalled mid-request, and only then', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-shutdown-'));
    const app = await buildApp({
      staticDir: null,
      logLevel: 'silent',
      sqliteFile: ':memory:',
      dataDir,
      speech: false,
      shutdownGraceMs: 300,
    });
    const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    // A request whose body never finishes arriving, like an upload from a client that went quiet.
    const arrived = once(app.server, 'request');
    const stalled = connect(Number(base.port), base.hostname);
    await once(stalled, 'connect');
    stalled.write('POST /api/user/loginByPwd HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
    stalled.write('Content-Length: 1000\r\n\r\n{"phone":');
    const dropped = once(stalled, 'close');
    await arrived;
    const started = Date.now();
    await app.close();
    await dropped;
    // In-flight requests get the whole grace period to finish before their connections are cut.
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
