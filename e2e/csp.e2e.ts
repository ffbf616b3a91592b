import { readFile } from 'node:fs/promises';
import type { ConsoleMessage, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { mp3InMp4Bytes } from '../apps/server/src/testing/mediaFixtures.ts';
import { logInBySms, newPhone, useBrowser } from './browser';
import { textImage } from './textImage';

/**
 * Every page under the server's real Content-Security-Policy (apps/server/src/http/securityHeaders.ts): each part of
 * the site a user reaches is driven far enough to load what it loads (audio, workers, WebCodecs, object URLs, streamed
 * answers, the pay page), and the browser must report no violation, neither as a `securitypolicyviolation` event nor
 * on the console of a page or a worker.
 */

const CSP_CONSOLE = /Content[- ]Security[- ]Policy|Refused to/i;

/** Collects the page's CSP violations from every document it loads and every worker it starts. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__dubkitCspViolation', (_source, text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __dubkitCspViolation: (text: string) => void }).__dubkitCspViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber} ${event.sample})`,
      );
    });
  });
  const fromConsole = (where: string) => (message: ConsoleMessage) => {
    if (CSP_CONSOLE.test(message.text())) seen.push(`${where} console: ${message.text()}`);
  };
  page.on('console', fromConsole('page'));
  page.on('worker', (worker) => worker.on('console', fromConsole(`worker ${worker.url().slice(0, 60)}`)));
  return seen;
}

/** A page of the site, checked to carry the strict policy (so that "no violation" means something). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/(^|;)script-src 'self'(;| 'sha256-)/);
  expect(csp).toContain("frame-ancestors 'none'");
}

/** The violations seen so far, after the page has settled a moment (reports are queued). */
async function settled(page: Page, seen: string[]) {
  await page.waitForTimeout(300);
  return seen;
}

const playerState = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).first().getAttribute('data-state');

describe('the website under its Content-Security-Policy', () => {
  const browser = useBrowser();

  it('notices a violation: an injected inline script is refused and reported', async () => {
    const page = await browser.newPage();
    const seen = await watchViolations(page);
    await open(page, '/home');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
    });
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected === true)).toBe(false);
    expect(seen.join('\n')).toContain('script-src');
  });

  it('home, anchor library (a sample plays), AI samples (a sample plays), login by SMS and captcha', async () => {
    const page = await browser.newPage();
    const seen = await watchViolations(page);
    await open(page, '/home');
    await page.getByRole('navigation').getByRole('link', { name: '首页' }).waitFor();

    await open(page, '/anchors');
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    await page.getByRole('button', { name: /^试听/ }).first().click();
    await expect.poll(() => playerState(page, /^试听/), { timeout: 60_000, interval: 200 }).toBe('playing');

    await open(page, '/samples');
    const list = page.getByRole('region', { name: 'AI样音' }).getByRole('list', { name: '样音列表' });
    const player = list.getByRole('button', { name: /^试听/ }).first();
    await player.click();
    await expect.poll(() => player.getAttribute('data-state'), { timeout: 60_000, interval: 200 }).toBe('playing');

    // The login modal: the captcha is a data: image, the SMS code comes from the development sink.
    await logInBySms(page, browser.baseUrl(), newPhone(), { open: true });
    expect(await settled(page, seen)).toEqual([]);
  });

  it('the studio: types a script, hears the audition stream (MediaSource), saves and submits a task', async () => {
    const page = await browser.newPage();
    const seen = await watchViolations(page);
    await open(page, '/home');
    await logInBySms(page, browser.baseUrl(), newPhone(), { open: true });
    await open(page, '/anchors');
    await page.getByRole('heading', { level: 3 }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: '立即配音' }).click();
    await page.waitForURL(/\/creation\?anchorType=0&anchorId=\d+/);
    await page.getByRole('complementary', { name: '当前主播' }).getByRole('heading').waitFor();
    await page.getByRole('textbox', { name: '配音文案' }).click();
    await page.keyboard.type('大家好，欢迎来到配音工坊。今天天气很好。');

    const toolbar = page.getByRole('toolbar', { name: '编辑工具' });
    // The audition reads the selected text.
    await page.keyboard.press('Control+A');
    await toolbar.getByRole('button', { name: '试听', exact: true }).click();
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-audition]');
      return audio !== null && audio.currentTime > 0;
    });
    expect(await page.locator('audio[data-audition]').evaluate((audio: HTMLAudioElement) => audio.src)).toMatch(
      /^blob:/,
    );
    await toolbar.getByRole('button', { name: '停止', exact: true }).click();

    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('作品已保存成功').first().waitFor();
    await page.getByRole('button', { name: '立即合成' }).click();
    await page.getByRole('dialog', { name: '提交成功' }).waitFor();
    expect(await settled(page, seen)).toEqual([]);
  });

  it('image text recognition: upload, recognise, export the text (an object-URL download)', async () => {
    const page = await browser.newPage();
    const seen = await watchViolations(page);
    await open(page, '/home');
    await logInBySms(page, browser.baseUrl(), newPhone(), { open: true });
    await open(page, '/aitools/ocr');
    const png = await textImage(page, '配音工坊');
    await page.locator('input[type="file"]').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png });
    // The picked image's preview is an object URL.
    await page.locator('img[src^="blob:"]').first().waitFor();
    await page.getByRole('button', { name: '开始识别' }).click();
    await page.getByRole('textbox', { name: '识别结果' }).waitFor({ timeout: 100_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出文本' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    expect(await settled(page, seen)).toEqual([]);
  });

  it('the media tools: audio extraction (mediabunny, WebCodecs, WAV download), speech-to-text, video extraction, blob download, rewrite', async () => {
    const page = await browser.newPage();
    const seen = await watchViolations(page);
    await open(page, '/home');
    await logInBySms(page, browser.baseUrl(), newPhone(), { open: true });
    const video = { name: '旅行.mp4', mimeType: 'video/mp4', buffer: Buffer.from(await mp3InMp4Bytes(2)) };

    await open(page, '/aitools/audioParse');
    const [wav] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('input[type="file"]').setInputFiles(video),
    ]);
    expect(wav.suggestedFilename()).toBe('旅行.wav');
    expect((await readFile(await wav.path())).subarray(0, 4).toString('latin1')).toBe('RIFF');

    // Speech-to-text reads a local file's duration in the browser (a media element on an object URL, or mediabunny).
    await open(page, '/aitools/asr-v2');
    await page.getByRole('radio', { name: '本地文件' }).check({ force: true });
    await page.locator('input[type="file"]').setInputFiles(video);
    await page.getByText(/时长 \d+:\d\d/).waitFor();

    // Video extraction's captcha is a data: image.
    await open(page, '/aitools/rwm');
    await page.locator('button[data-status] img[src^="data:image"]').waitFor();

    await open(page, '/aitools/blobDownloader');
    await page.getByRole('textbox').first().waitFor();

    // Rewrite streams its answer from the writing assistant's provider (the e2e fake).
    await open(page, '/aitools/rewrite');
    await page.getByRole('textbox', { name: '原文案' }).fill('春天来了，花都开了。');
    await page.getByRole('button', { name: '开始改写' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: '改写结果' }).textContent(), { timeout: 30_000 })
      .toContain('停顿自然');
    expect(await settled(page, seen)).toEqual([]);
  });

  it('the writing assistant streams Markdown; AI drawing shows the provider’s pictures', async () => {
    const page = await browser.newPage();
    const seen = await watchViolations(page);
    await open(page, '/home');
    await logInBySms(page, browser.baseUrl(), newPhone(), { open: true });

    await open(page, '/gpt');
    await page.getByRole('textbox', { name: '输入您的问题' }).fill('配音有什么技巧？');
    await page.keyboard.press('Control+Enter');
    await page.getByRole('listitem').filter({ hasText: '停顿自然' }).last().waitFor();

    await open(page, '/draws');
    const works = page.getByRole('region', { name: '我的作品' });
    await page.getByRole('textbox', { name: '画面描述' }).fill('山间的小木屋');
    await page.getByRole('button', { name: '生成' }).click();
    await works.locator('article[data-phase="done"]', { hasText: '山间的小木屋' }).waitFor({ timeout: 90_000 });
    await works
      .getByRole('article', { name: '山间的小木屋' })
      .getByRole('img')
      .first()
      .evaluate((image: HTMLImageElement) => image.decode());
    expect(await settled(page, seen)).toEqual([]);
  });

  it('membership checkout and the sandbox pay page (its own stricter policy)', async () => {
    const page = await browser.newPage();
    const seen = await watchViolations(page);
    await open(page, '/anchors');
    await page.getByRole('button', { name: '登录/注册' }).click();
    await logInBySms(page, browser.baseUrl(), newPhone());
    const order = page.waitForResponse((r) => r.url().includes('/api/trade/newPresetOrder'));
    await page.getByRole('button', { name: '开通会员' }).first().click();
    const checkout = page.getByRole('dialog', { name: '开通会员' });
    await checkout.waitFor();
    const { data } = (await (await order).json()) as { data: { orderNo: string } };

    const payPage = await page.context().newPage();
    const paySeen = await watchViolations(payPage);
    const response = await payPage.goto(`/pay/sandbox?orderNo=${data.orderNo}`);
    expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'none';style-src 'sha256-/);
    // The page's own style applies (its hash matches): the button is the brand blue.
    await expect(
      payPage.getByRole('button', { name: '确认支付' }).evaluate((button) => getComputedStyle(button).backgroundColor),
    ).resolves.toBe('rgb(31, 94, 255)');
    await payPage.getByRole('button', { name: '确认支付' }).click();
    await payPage.getByRole('heading', { name: '支付成功' }).waitFor();
    await checkout.getByText('支付成功').first().waitFor({ timeout: 15_000 });
    expect(await settled(payPage, paySeen)).toEqual([]);
    expect(await settled(page, seen)).toEqual([]);
  });

  it('the example partner site under its own policy: the read-aloud button, the picker, the studio element', async () => {
    for (const path of ['/partner-example/', '/partner-example/react.html']) {
      const page = await browser.newPage();
      const seen = await watchViolations(page);
      const response = await page.goto(path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain(`script-src 'self' ${new URL(browser.baseUrl()).origin}`);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // The script-tag page's picker is the element; the React page's is the package's VoicePicker in a shadow root.
      const picker = path === '/partner-example/' ? page.locator('dubkit-anchor-picker') : page.locator('aside');
      await picker.getByRole('button', { name: /选择主播|挑一个声音/ }).click();
      await picker.getByRole('dialog', { name: '选择主播' }).getByRole('radio').first().waitFor();
      await page.keyboard.press('Escape');
      const audioReady = page.evaluate(
        () => new Promise((resolve) => document.addEventListener('dubkit:audio-ready', resolve, { once: true })),
      );
      await page
        .locator('dubkit-tts-button')
        .getByRole('button', { name: /朗读|用这个声音读一读/ })
        .click();
      await audioReady;
      if (path === '/partner-example/') await page.locator('dubkit-studio').getByRole('textbox').first().waitFor();
      expect(await settled(page, seen)).toEqual([]);
    }
  });
});
