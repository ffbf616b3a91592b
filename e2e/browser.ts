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

/** The SMS code the development sink delivered to a phone (loopback only), waiting for it to arrive. */
export async function smsCode(phone: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${inject('baseUrl')}/api/dev/sms/latest?phone=${phone}`);
    const sent = ((await response.json()) as { data: { code: string } | null }).data;
    if (sent) return sent.code;
    if (Date.now() > deadline) throw new Error(`no SMS code reached ${phone}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function captchaAnswer(phone: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/dev/captcha/latest?phone=${phone}`);
  return ((await response.json()) as { data: string }).data;
}
