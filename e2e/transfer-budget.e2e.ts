import { LOGIN_STORAGE_KEY, type LoginUser } from '@dubkit/sdk-core';
import type { Page, Response } from 'playwright';
import { describe, expect, it } from 'vitest';
import { captchaAnswer, newPhone, smsCode, useBrowser } from './browser';

/** Bytes as Vite reports them (kB = 1000 B). */
const KB = 1000;
/** What a browser may download (compressed) for the home page's JavaScript (measured 116.5 kB with brotli). */
const HOME_JS_BUDGET = 120 * KB;
/** The creation page: the site's share and the studio with its editor (measured 224.0 kB with brotli, with an anchor chosen). */
const CREATION_JS_BUDGET = 260 * KB;
/** Style sheets of either page (measured 5.2 and 12.2 kB: the studio's header gained the 响度标准 select and the SSML menu). */
const CSS_BUDGET = 12.6 * KB;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Transfer {
  url: string;
  type: string;
  /** The body as it came over the wire (compressed when it was sent compressed). */
  bytes: number;
  headers: Record<string, string>;
}

/**
 * Loads a page and records every script and style sheet the browser downloads for it, and the page itself, until the
 * network is idle and, given `ready`, until the page shows what it is for (on a busy machine the entry may run longer
 * than networkidle's 500 ms before it asks for a lazily loaded page).
 */
async function load(page: Page, path: string, ready?: () => Promise<unknown>) {
  const pending: Promise<Transfer>[] = [];
  const record = (response: Response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'document'].includes(type)) return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ url: response.url(), type, bytes: sizes.responseBodySize, headers: response.headers() })),
    );
  };
  page.on('response', record);
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready?.();
  page.off('response', record);
  const transfers = await Promise.all(pending);
  for (const t of transfers) console.log(`  ${t.type} ${(t.bytes / KB).toFixed(1)} kB ${new URL(t.url).pathname}`);
  const total = (type: string) => transfers.filter((t) => t.type === type).reduce((sum, t) => sum + t.bytes, 0);
  const js = total('script');
  const css = total('stylesheet');
  console.log(`${path}: ${(js / KB).toFixed(1)} kB JS, ${(css / KB).toFixed(1)} kB CSS transferred`);
  return { transfers, js, css };
}

function expectServedForCaching(transfers: Transfer[]) {
  for (const asset of transfers.filter((t) => t.type !== 'document')) {
    expect(new URL(asset.url).pathname, asset.url).toMatch(/^\/assets\/.+-[\w-]{8}\.(js|css)$/);
    expect(asset.headers['content-encoding'], asset.url).toMatch(/^(br|gzip)$/);
    expect(asset.headers['cache-control'], asset.url).toBe(IMMUTABLE);
  }
  for (const document of transfers.filter((t) => t.type === 'document'))
    expect(document.headers['cache-control'], document.url).toBe('no-cache');
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

/** A new user logged in by SMS through the API (the login dialog is not what is measured here). */
async function newUser(baseUrl: string): Promise<LoginUser> {
  const phone = newPhone();
  const sent = await post<{ status: number }>(baseUrl, '/api/sms/login_verify_code', { phone });
  if (sent.status === 202) {
    await post(baseUrl, '/api/sms/login_verify_captcha', { phone });
    const captcha = await captchaAnswer(baseUrl, phone);
    await post(baseUrl, '/api/sms/login_verify_code', { phone, captcha });
  }
  return post<LoginUser>(baseUrl, '/api/user/loginBySms', { phone, code: await smsCode(baseUrl, phone) });
}

describe('what a first visit downloads', () => {
  const browser = useBrowser();

  it('the home page: its JavaScript within budget, compressed and cached for good; the QR encoder not loaded', async () => {
    const page = await browser.newPage();
    const { transfers, js, css } = await load(page, '/home');
    expect(js).toBeLessThanOrEqual(HOME_JS_BUDGET);
    expect(css).toBeLessThanOrEqual(CSS_BUDGET);
    expectServedForCaching(transfers);
    // The QR encoder is no part of the page's own scripts: it comes, as a chunk of its own, once a QR code is in view.
    const html = await (await fetch(new URL('/home', browser.baseUrl()))).text();
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/index-/);
    expect(html).not.toContain('qrcode');
    // The footer's QR code is below the fold while the page's code loads (the loading state fills the window).
    expect(transfers.map((t) => new URL(t.url).pathname).filter((path) => path.includes('qrcode'))).toEqual([]);
    await page.context().close();
  });

  it('the creation page of a signed-in user on a first load, within its budget', async () => {
    const user = await newUser(browser.baseUrl());
    const page = await browser.newPage();
    // The site keeps its login in storage: put it there from a page of the origin that loads no script.
    await page.goto('/api/health');
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: LOGIN_STORAGE_KEY,
      value: JSON.stringify(user),
    });
    // As a creator arrives from the anchor library: with a seeded anchor chosen (without one the studio asks for it).
    const { transfers, js, css } = await load(page, '/creation?anchorType=0&anchorId=12', () =>
      page.getByRole('textbox', { name: '配音文案' }).waitFor(),
    );
    expect(js).toBeLessThanOrEqual(CREATION_JS_BUDGET);
    expect(css).toBeLessThanOrEqual(CSS_BUDGET);
    expectServedForCaching(transfers);
    await page.context().close();
  });
});
