import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

const screenshots = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

export interface Viewport {
  width: number;
  height: number;
}
export const DESKTOP: Viewport = { width: 1440, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };

/** One Chromium per test file, a fresh page per test. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  afterAll(() => browser?.close());
  return {
    baseUrl: () => inject('baseUrl'),
    /** A new user on a new device: a desktop (1440×900) unless a phone's viewport is given; the suite's site unless another is. */
    async newPage(viewport: Viewport = DESKTOP, baseURL: string = inject('baseUrl')): Promise<Page> {
      const context = await browser.newContext({
        viewport,
        locale: 'zh-CN',
        baseURL,
      });
      // Generous: the suite shares two cores with a speech engine warming up.
      context.setDefaultTimeout(60_000);
      return context.newPage();
    },
  };
}

/** Saves what the user sees for the README. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`) });
}

export { captchaAnswer, logInBySms, newPhone, smsCode } from './login';
