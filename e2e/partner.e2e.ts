import { createServer } from 'node:http';
import type { Sample, Page as SamplePage } from '@dubkit/sdk-core';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright';
import { PNG } from 'pngjs';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './browser';

const EXAMPLE = '/partner-example/';

/** What the host's own probes look like: the page's CSS must decide all of it, whether our elements are there or not. */
const hostStyles = (page: Page) =>
  page.$$eval('[data-probe]', (probes) =>
    probes.map((probe) => {
      const style = getComputedStyle(probe);
      const { color, fontFamily, fontSize, backgroundColor, lineHeight, letterSpacing, borderTopStyle } = style;
      return {
        probe: probe.getAttribute('data-probe'),
        color,
        fontFamily,
        fontSize,
        backgroundColor,
        lineHeight,
        letterSpacing,
        borderTopStyle,
      };
    }),
  );

/** How many pixels of two element screenshots differ (0 when they look the same). */
async function pixelsApart(a: Buffer, b: Buffer) {
  const first = PNG.sync.read(a);
  const second = PNG.sync.read(b);
  if (first.width !== second.width || first.height !== second.height) return Number.POSITIVE_INFINITY;
  return pixelmatch(first.data, second.data, undefined, first.width, first.height, { threshold: 0.1 });
}

/** The element on top at a point of the viewport, as the page sees it (our shadow roots show as their host). */
const topAt = (page: Page, x: number, y: number) =>
  page.evaluate(([px, py]) => document.elementFromPoint(px as number, py as number)?.tagName.toLowerCase(), [x, y]);

/** Whether the top of a section of the host page is on screen (under its sticky header). */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((section) => {
    const { top } = section.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight / 2;
  });

/** The studio's script as a reader meets it (node badges aside). */
const scriptIn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .locator('[data-slate-editor]')
    .evaluate((root) => {
      let out = '';
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!node.parentElement?.closest('[contenteditable="false"]')) out += node.textContent ?? '';
      return out.replace(/\uFEFF/g, '');
    });

/** Picks the picker's first voice as a keyboard user does (focus its card, Space, 确定); gives the voice's name. */
async function chooseFirstVoice(page: Page, dialog: Locator): Promise<string> {
  const first = dialog.getByRole('radio').first();
  const name = await first.evaluate((radio) => {
    const root = radio.getRootNode() as ShadowRoot;
    return root.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
  });
  await first.focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: '确定' }).click();
  return name;
}

const pickerButton = (page: Page) => page.locator('dubkit-anchor-picker').getByRole('button', { name: '选择主播' });

describe('the example partner site (hostile CSS) embedding DubKit', () => {
  const browser = useBrowser();

  it('leaves the host page’s own elements exactly as its CSS makes them', async () => {
    const without = await browser.newPage();
    // The page as it is without DubKit: its script never loads.
    await without.route('**/embed/**', (route) => route.abort());
    await without.goto(EXAMPLE);
    const before = await hostStyles(without);

    const page = await browser.newPage();
    await page.goto(EXAMPLE);
    await pickerButton(page).waitFor();
    expect(await hostStyles(page)).toEqual(before);
    // Our styles live in the shadow roots only: the document gained no style sheet of ours.
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(
      await without.evaluate(() => document.styleSheets.length),
    );
    expect(before.find(({ probe }) => probe === 'button')).toMatchObject({ backgroundColor: 'rgb(255, 105, 180)' });
    await screenshot(page, 'partner-example');
  });

  it('looks the same inside the hostile page as on a page without its CSS', async () => {
    const clean = await browser.newPage();
    await clean.route('**/hostile.css', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
    await clean.goto(EXAMPLE);
    const hostile = await browser.newPage();
    await hostile.goto(EXAMPLE);
    for (const [element, shot] of [
      ['dubkit-anchor-picker', (page: Page) => pickerButton(page)],
      ['dubkit-tts-button', (page: Page) => page.locator('dubkit-tts-button').getByRole('button', { name: '朗读' })],
    ] as const) {
      for (const page of [hostile, clean]) {
        await shot(page).waitFor();
        // The same spot and backdrop on both pages, so only the widget's own rendering is compared.
        await page.locator(element).evaluate((host) => {
          host.setAttribute('style', 'position:fixed;left:200px;top:300px;background:#fff;padding:8px');
        });
      }
      expect(await pixelsApart(await shot(hostile).screenshot(), await shot(clean).screenshot())).toBe(0);
    }
  });

  it('works by keyboard, and its dialog layers above the host’s highest layers', async () => {
    const page = await browser.newPage();
    await page.goto(EXAMPLE);
    const button = pickerButton(page);
    await button.waitFor();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dubkit-anchor-picker').getByRole('dialog', { name: '选择主播' });
    await dialog.waitFor();
    // The host's sticky header (z-index 2147483647) and its fixed corner box (z-index 99999) stay under the dialog.
    const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
    expect(await topAt(page, width - 20, height - 20)).toBe('dubkit-anchor-picker');
    expect(await topAt(page, 30, 10)).toBe('dubkit-anchor-picker');
    await dialog.getByRole('radio').first().waitFor();
    await screenshot(page, 'partner-example-picker');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => button.evaluate((element) => element.matches(':focus'))).toBe(true);
  });

  it('signs the reader in with the partner’s token, reads the article aloud and reports the chosen voice', async () => {
    const page = await browser.newPage();
    await page.goto(EXAMPLE);
    const audioReady = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('dubkit:audio-ready', resolve, { once: true })),
    );
    await page.locator('dubkit-tts-button').getByRole('button', { name: '朗读' }).click();
    await audioReady;

    await pickerButton(page).click();
    const dialog = page.locator('dubkit-anchor-picker').getByRole('dialog', { name: '选择主播' });
    const name = await chooseFirstVoice(page, dialog);
    await expect.poll(() => page.locator('[data-probe="selected"]').innerText()).toBe(`已选择：${name}`);
  });

  it('serves a React 19 host: the component way in a shadow root, an element given a property object, React once', async () => {
    const page = await browser.newPage();
    const embedScripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/embed/')) embedScripts.push(pathname);
    });
    await page.goto(`${EXAMPLE}react.html`);
    const gallery = page.locator('[data-dubkit-shadow-host]').first();
    await gallery.getByRole('tab').first().waitFor();
    expect(await gallery.evaluate((host) => host.shadowRoot !== null)).toBe(true);
    // React 19 set `messages` as a property: the read-aloud element reads the host's own wording.
    const read = page.locator('dubkit-tts-button').getByRole('button', { name: '用这个声音读一读' });
    await read.waitFor();
    // The site's button opens the package's picker; the chosen voice goes to the element as its anchor.
    await page.getByRole('button', { name: '挑一个声音' }).click();
    const dialog = page.getByRole('dialog', { name: '选择主播' });
    const name = await chooseFirstVoice(page, dialog);
    await expect.poll(() => page.locator('[data-probe="selected"]').innerText()).toBe(`已选择：${name}`);
    const anchor = await page.locator('dubkit-tts-button').evaluate((element) => element.getAttribute('anchor-id'));
    expect(Number(anchor)).toBeGreaterThan(0);
    await screenshot(page, 'partner-example-react');
    // The element's script brought no React of its own: the page's React is the only one.
    expect(embedScripts.some((path) => /\/embed\/(react|widgets-runtime)-/.test(path))).toBe(false);
  });

  it('embeds across origins: a partner’s own site loads the compressed script and calls the API with its publishable key', async () => {
    const server = browser.baseUrl();
    const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作网站</title>
      <script type="module" src="${server}/embed/dubkit-embed.js"></script></head><body>
      <dubkit-anchor-picker base-url="${server}" publishable-key="pk_example_partner_site" token-endpoint="/token">
      </dubkit-anchor-picker></body></html>`;
    // The partner's own site on another origin; its backend's token route stands in with the example partner's.
    const site = createServer(async (request, response) => {
      if (request.url === '/token') {
        const minted = await fetch(`${server}/partner-example/token`);
        response.setHeader('content-type', 'application/json');
        return response.end(await minted.text());
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(html);
    });
    const partnerSite = new URL(inject('partnerSite'));
    await new Promise<void>((resolve) => site.listen(Number(partnerSite.port), resolve));
    try {
      const page = await browser.newPage();
      const refused: string[] = [];
      page.on('requestfailed', (request) => refused.push(request.url()));
      // The script and its chunks travel compressed (built beside each file, as the site's assets are).
      const encodings: Promise<string | null>[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`${server}/embed/`)) encodings.push(response.headerValue('content-encoding'));
      });
      await page.goto(`${partnerSite.origin}/`);
      await pickerButton(page).click();
      const dialog = page.locator('dubkit-anchor-picker').getByRole('dialog', { name: '选择主播' });
      await dialog.getByRole('radio').first().waitFor();
      expect(refused.filter((url) => url.startsWith(server))).toEqual([]);
      const sent = await Promise.all(encodings);
      expect(sent.length).toBeGreaterThan(1);
      expect(sent.every((encoding) => encoding === 'br')).toBe(true);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it('opens a sample’s 去配音 in a studio on the partner’s own page, with the sample’s voice and text', async () => {
    const page = await browser.newPage();
    await page.goto(`${EXAMPLE}react.html`);
    const reply = (await (await page.request.get('/api/anchor/sample/search?sceneId=2&page=1')).json()) as {
      data: SamplePage<Sample>;
    };
    const sample = reply.data.list.find(({ name }) => name === '早间新闻');
    if (!sample) throw new Error('no sample 早间新闻');
    const gallery = page.locator('[data-dubkit-shadow-host]').first();
    await gallery.getByRole('tab', { name: '新闻播报' }).click();
    await gallery.getByRole('button', { name: '查看早间新闻' }).click();
    await gallery.getByRole('dialog', { name: '早间新闻' }).getByRole('button', { name: '去配音' }).click();

    const voice = page.locator('#studio').getByRole('complementary', { name: '当前主播' });
    await expect.poll(() => voice.getByRole('heading').textContent()).toBe(sample.anchorName);
    await expect.poll(() => scriptIn(page, '#studio'), { timeout: 30_000 }).toContain(sample.templateText);
    // Still the partner's page, in the one tab, scrolled to its studio.
    expect(new URL(page.url()).pathname).toBe(`${EXAMPLE}react.html`);
    expect(page.context().pages()).toHaveLength(1);
    expect(await inView(page, '#studio')).toBe(true);
    await screenshot(page, 'partner-example-react-studio');
  });

  it('on the script-tag page, 立即查看 after a submit leads to the site’s 我的配音 listing the task', async () => {
    const page = await browser.newPage();
    await page.goto(EXAMPLE);
    const studio = page.locator('dubkit-studio');
    await studio.getByRole('complementary', { name: '当前主播' }).getByRole('heading').waitFor();
    const title = `露营${Date.now() % 100_000}`;
    await studio.getByRole('textbox', { name: '作品标题' }).fill(title);
    await studio.getByRole('textbox', { name: '配音文案' }).click();
    await page.keyboard.type('秋天去露营吧。');
    await studio.getByRole('button', { name: '立即合成' }).click();
    await studio.getByRole('dialog', { name: '提交成功' }).getByRole('button', { name: '立即查看' }).click();

    await page.waitForURL(/\/react\.html#my-dubbing$/);
    const myDubbing = page.locator('#my-dubbing');
    await myDubbing.getByRole('row').filter({ hasText: title }).waitFor();
    expect(await inView(page, '#my-dubbing')).toBe(true);
    await screenshot(page, 'partner-example-my-dubbing');
  });
});
