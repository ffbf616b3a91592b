import { createServer } from 'node:net';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ReferenceServer, startAgain } from '../scripts/server';
import { DESKTOP, PHONE, useBrowser, type Viewport } from './browser';
import { expectPageToMatch, settle } from './look';

/**
 * The brand as served: the suite's `npm start` serves the default brand; a second `npm start` with
 * DUBKIT_BRAND=sibling, in a copy of the suite's installed and built tree, rebuilds the website alone and serves the
 * sibling's name, logo and theme.
 */

/** A port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The home page held still (reduced motion), settled. */
async function home(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  await page.getByRole('heading', { name: '一站式 AI 配音平台' }).waitFor();
  await settle(page);
}

/** The header's home link (the brand's name), its logo glyph and the glyph's background (the theme's brand colour). */
async function brandOf(page: Page) {
  const link = page.getByRole('banner').getByRole('link').first();
  return {
    name: (await link.textContent())?.trim(),
    mark: await link.locator('[aria-hidden="true"]').textContent(),
    colour: await link.locator('[aria-hidden="true"]').evaluate((mark) => getComputedStyle(mark).backgroundColor),
    title: await page.title(),
  };
}

const DEVICES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, Viewport][];

describe('the default brand, as `npm start` serves it', () => {
  const browser = useBrowser();

  it('names 配音工坊 with its 配 logo in blue', async () => {
    const page = await browser.newPage();
    await home(page);
    expect(await brandOf(page)).toEqual({
      name: '配配音工坊',
      mark: '配',
      colour: 'rgb(31, 94, 255)',
      title: '配音工坊 - AI 配音',
    });
  });
});

describe('the sibling brand, as `DUBKIT_BRAND=sibling npm start` serves it', () => {
  const browser = useBrowser();
  let sibling: ReferenceServer | undefined;
  beforeAll(async () => {
    sibling = await startAgain(inject('newcomerTree'), await freePort(), {
      DUBKIT_BRAND: 'sibling',
      DUBKIT_SPEECH_WORKERS: '1',
      DUBKIT_OCR: 'off',
    });
  }, 600_000);
  afterAll(() => sibling?.stop());

  it.each(DEVICES)('names DubKit with its D logo in violet on a %s', async (device, viewport) => {
    const page = await browser.newPage(viewport, sibling?.baseUrl);
    await home(page);
    expect(await brandOf(page)).toEqual({
      name: 'DDubKit',
      mark: 'D',
      colour: 'rgb(109, 40, 217)',
      title: 'DubKit - AI 配音',
    });
    await expectPageToMatch(page, `home-sibling-${device}`);
  });
});
