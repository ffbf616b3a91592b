import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

const screenshots = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

/** One Chromium per test file, a fresh 1440×900 page per test: a new user on a new device. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  afterAll(() => browser?.close());
  return {
    baseUrl: () => inject('baseUrl'),
    async newPage(): Promise<Page> {
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'zh-CN',
        baseURL: inject('baseUrl'),
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
