import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISHABLE_KEY_HEADER } from '@dubkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/harness';
import { EXAMPLE_PARTNER } from './routes/partnerExample';

const PARTNER_SITE = 'http://partner.test';
const INLINE_SCRIPT = 'window.__boot=1;';
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers, per path, over HTTP', () => {
  let server: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'dubkit-headers-'));
  const get = (path: string, init?: RequestInit) => fetch(`${server.base}${path}`, init);

  beforeAll(async () => {
    for (const sub of ['site/assets', 'embed', 'partner']) mkdirSync(join(dir, sub), { recursive: true });
    writeFileSync(
      join(dir, 'site/index.html'),
      `<!doctype html><title>配音工坊</title><style>body{margin:0}</style><script>${INLINE_SCRIPT}</script><div id="root"></div>`,
    );
    writeFileSync(join(dir, 'site/assets/index-AbC123.js'), 'console.log(1);');
    writeFileSync(join(dir, 'embed/dubkit-embed.js'), 'export {};');
    writeFileSync(join(dir, 'partner/index.html'), '<!doctype html><title>好物生活</title>');
    server = await startServer(
      { name: 'sqlite' },
      {
        speech: false,
        ocr: false,
        staticDir: join(dir, 'site'),
        embedDir: join(dir, 'embed'),
        partnerExampleDir: join(dir, 'partner'),
        partnerExampleOrigins: [PARTNER_SITE],
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the website and its assets a strict CSP: own scripts only (inline ones by hash), no framing', async () => {
    for (const path of ['/', '/anchors?page=2', '/creation?anchorType=0&anchorId=1', '/assets/index-AbC123.js']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", hashOf(INLINE_SCRIPT)]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https:', 'http:']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // A plain-http origin: nothing is upgraded (it would break http://localhost).
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('lets only the site itself frame /wxAuthCallback, where WeChat’s login frame comes back', async () => {
    const response = await get('/wxAuthCallback?code=c&state=s');
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers the API with a nothing-allowed CSP, nosniff and a cross-origin resource policy, CORS still working', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
    const preflight = await get('/api/anchor/search', {
      method: 'OPTIONS',
      headers: { origin: PARTNER_SITE, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER_SITE);
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
    const call = await get('/api/health', {
      headers: { origin: PARTNER_SITE, [PUBLISHABLE_KEY_HEADER]: EXAMPLE_PARTNER.publishableKey },
    });
    expect(call.headers.get('access-control-allow-origin')).toBe(PARTNER_SITE);
    expect(call.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('allows the pay page nothing but its own style, by hash, and its form; it sends no referrer', async () => {
    const response = await get('/pay/sandbox?orderNo=nope');
    expect(response.status).toBe(404);
    const html = await response.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).not.toBe('');
    expect(html).not.toContain('<script');
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none';style-src ${hashOf(style)};img-src 'self';form-action 'self';base-uri 'none';frame-ancestors 'none'`,
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the embed script to any site: nosniff, cross-origin, no page policy of its own', async () => {
    const response = await get('/embed/dubkit-embed.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('lets the example partner site load the embed and call the API on its configured origins', async () => {
    const response = await get('/partner-example/index.html');
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    // PUBLIC_ORIGIN (the harness leaves the default) and DUBKIT_PARTNER_EXAMPLE_ORIGINS.
    expect(csp.get('script-src')).toEqual(["'self'", 'http://localhost:8080', PARTNER_SITE]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:8080', PARTNER_SITE]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves media cross-origin, script-less when opened on their own', async () => {
    const response = await get('/media/avatars/anchor-1.svg');
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('media-src')).toEqual(["'self'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('security headers behind https', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('adds HSTS and upgrade-insecure-requests only when PUBLIC_ORIGIN is https', async () => {
    server = await startServer(
      { name: 'sqlite' },
      { speech: false, ocr: false, publicOrigin: 'https://dubkit.example.com' },
    );
    const response = await fetch(`${server.base}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const page = await fetch(`${server.base}/pay/sandbox?orderNo=nope`);
    expect(directives(page.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
  });
});
