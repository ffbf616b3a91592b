import type { Page } from 'playwright';
import { describe, expect, it, onTestFailed } from 'vitest';
import { DESKTOP, logInBySms, PHONE, useBrowser, type Viewport } from './browser';
import {
  accessibilityViolations,
  controlsWithBrowserStyle,
  dialogPlacement,
  expectPageToMatch,
  settle,
  sidewaysOverflow,
} from './look';

/**
 * The site as a person sees it on a desktop and on a phone, served exactly as `npm start` serves it (e2e/setup.ts):
 * whole-page screenshots of the main routes against baselines, and probes that no font can move — every control
 * styled, every open dialog on screen above a mask, nothing wider than the phone, no axe violation, filters that
 * react to a click.
 */

const EVERY_NODE =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">' +
  '银<phoneme alphabet="py" ph="hang2">行</phoneme>的<break time="500ms"/>我<dk:continuous>不知道</dk:continuous>，' +
  '<sub alias="世界卫生组织">WHO</sub>说<sub alias="二零二六" dk:reading="年份">2026</sub>年' +
  '<say-as interpret-as="characters">NBA</say-as>开赛<audio src="/sounds/applause.mp3" dk:name="掌声" dk:duration="3.5"/>\n' +
  '<voice name="晓晓" dk:anchor="12" dk:template="3" dk:template-name="开心" dk:pitch="10" dk:speed="1.2" dk:volume="80">你好，<break time="200ms"/>世界。</voice>' +
  '<prosody pitch="-50" rate="0.8" volume="60">慢一点说</prosody>。</speak>';

/** Fixed phones, so the default nickname (from the number) is the same in every run's screenshots. */
const PHONES = { desktop: '13912340001', phone: '13912340002' };

async function expectUsable(page: Page, viewport: Viewport) {
  expect(await controlsWithBrowserStyle(page), 'controls drawn with the browser’s default style').toEqual([]);
  if (viewport.width < 768) expect(await sidewaysOverflow(page), 'sideways scrolling on a phone').toBe(0);
  expect(await accessibilityViolations(page), 'axe (WCAG 2.1 A and AA)').toEqual([]);
}

async function expectDialogOnScreen(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  expect(await dialogPlacement(dialog)).toMatchObject({ inViewport: true, onTop: true, masked: true });
}

/** 登录/注册 from the header, or from the header's menu where a phone folds it away. */
async function openLogin(page: Page) {
  const direct = page.getByRole('banner').getByRole('button', { name: '登录/注册' });
  if (!(await direct.isVisible())) await page.getByRole('banner').getByRole('button', { name: '菜单' }).click();
  await page.getByRole('button', { name: '登录/注册' }).filter({ visible: true }).first().click();
}

/** A page whose carousels hold still: a user who prefers reduced motion, so screenshots catch one frame. */
async function stillPage(browser: ReturnType<typeof useBrowser>, viewport: Viewport) {
  const page = await browser.newPage(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  onTestFailed(async ({ task }) => {
    await page.screenshot({ path: `.test-results/e2e-failed-${task.id}-${viewport.width}.png` });
  });
  return page;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('what a visitor sees on a %s', (device, viewport) => {
  const browser = useBrowser();

  it('the home page', async () => {
    const page = await stillPage(browser, viewport);
    await page.goto('/home');
    await page.getByRole('heading', { name: '一站式 AI 配音平台' }).waitFor();
    await settle(page);
    await expectUsable(page, viewport);
    await expectPageToMatch(page, `home-${device}`);
  });

  it('the anchor library: a filter tag filters, a card opens its detail above a mask', async () => {
    const page = await stillPage(browser, viewport);
    await page.goto('/anchors');
    const total = page.getByText(/^共 \d+ 个主播$/);
    await total.waitFor();
    await settle(page);
    await expectUsable(page, viewport);
    await expectPageToMatch(page, `anchors-${device}`);

    const before = await total.textContent();
    await page.getByText('男声', { exact: true }).click();
    await page.waitForURL(/[?&]sex=1/);
    await expect.poll(() => total.textContent()).not.toBe(before);
    expect(await page.getByRole('dialog').count(), 'a click on a filter tag opened a dialog').toBe(0);

    await page.getByRole('heading', { level: 3 }).first().click();
    const detail = page.getByRole('dialog');
    await detail.waitFor();
    expect(await dialogPlacement(detail)).toMatchObject({ inViewport: true, onTop: true, masked: true });
    await expectUsable(page, viewport);
  });

  it('the login dialog, opened with the mouse', async () => {
    const page = await stillPage(browser, viewport);
    await page.goto('/home');
    await page.getByRole('heading', { name: '一站式 AI 配音平台' }).waitFor();
    await openLogin(page);
    await expectDialogOnScreen(page, '登录配音工坊');
    await settle(page);
    await expectUsable(page, viewport);
    // A dialog is fixed to the window: the window is what the person sees.
    await expectPageToMatch(page, `login-${device}`, { fullPage: false });
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('what a signed-in user sees on a %s', (device, viewport) => {
  const browser = useBrowser();

  it('the studio with every kind of node, the creation center and the account', async () => {
    // Logged in at the desktop size with the mouse, then the same device turned to the viewport under test.
    const page = await stillPage(browser, DESKTOP);
    await page.goto('/home');
    await logInBySms(page, browser.baseUrl(), PHONES[device], { open: true });
    await page.setViewportSize(viewport);

    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('dubkit.login') ?? '{}') as { token?: string }).token ?? '',
    );
    const saved = await page.request.post('/api/tts/work/save', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: '每种标记', anchorType: 0, anchorId: 12, text: EVERY_NODE, version: 2 },
    });
    const { workId } = ((await saved.json()) as { data: { workId: number } }).data;

    await page.goto(`/creation?anchorType=0&anchorId=12&workId=${workId}`);
    await page.getByRole('button', { name: '停顿 0.5s' }).waitFor();
    await settle(page);
    await expectUsable(page, viewport);
    await expectPageToMatch(page, `studio-${device}`, { mask: [page.getByText(/最后修改|保存于/)] });

    await page.goto('/creationCenter');
    await page.getByRole('tab', { name: '草稿箱' }).click();
    await page.getByText('每种标记').first().waitFor();
    await settle(page);
    await expectUsable(page, viewport);
    await expectPageToMatch(page, `creation-center-${device}`, { mask: [page.getByText(/\d{4}-\d{2}-\d{2}/)] });

    await page.goto('/account/userinfo');
    await page.getByRole('main').getByText(PHONES[device].slice(-4)).first().waitFor();
    await settle(page);
    await expectUsable(page, viewport);
    // The username is drawn at random when the account is made.
    await expectPageToMatch(page, `account-${device}`, {
      mask: [page.getByText(/\d{4}-\d{2}-\d{2}/), page.getByText(/^dk\d{8}$/)],
    });
  });
});
