import { describe, expect, it } from 'vitest';
import { logInBySms, newPhone, screenshot, useBrowser } from './browser';

const PROMPT = '月光下的江南古镇，青石板路，小桥流水';

describe('AI drawing', () => {
  const browser = useBrowser();

  it('draws a prompt in a style through the images provider and shows the pictures at the top of my works', async () => {
    const page = await browser.newPage();
    await page.goto('/home');
    await page.getByRole('button', { name: '登录/注册' }).click();
    await logInBySms(page, browser.baseUrl(), newPhone());
    await page.goto('/draws');
    await page.getByRole('heading', { level: 1, name: 'AI绘画' }).waitFor();
    await expect(page.title()).resolves.toContain('AI绘画');

    const works = page.getByRole('region', { name: '我的作品' });
    await works.getByText('还没有作品，写下画面描述开始创作吧').waitFor({ timeout: 30_000 });
    await page.getByRole('textbox', { name: '画面描述' }).fill(PROMPT);
    // A user clicks the cards (labels); the radios inside them are visually hidden.
    const choose = (name: string | RegExp) => page.locator('label', { has: page.getByRole('radio', { name }) }).click();
    await choose('国风水墨');
    await choose(/16:9/);
    await choose('2张');
    await expect(page.getByRole('radio', { name: '国风水墨' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: '生成' }).click();

    // The task is at the top at once, then checked while the page is visible until the provider's pictures are in.
    const task = works.getByRole('article', { name: PROMPT });
    await task.waitFor();
    await expect(task.getAttribute('data-phase')).resolves.toBe('processing');
    await works.locator('article[data-phase="done"]', { hasText: PROMPT }).waitFor({ timeout: 90_000 });
    const pictures = task.getByRole('img');
    await expect(pictures.count()).resolves.toBe(2);
    // Each picture is a real image the browser decoded, in the 16:9 shape asked for.
    const sizes = await pictures.evaluateAll(async (images) => {
      await Promise.all((images as HTMLImageElement[]).map((image) => image.decode()));
      return (images as HTMLImageElement[]).map((image) => [image.naturalWidth, image.naturalHeight]);
    });
    for (const [width, height] of sizes) expect(width).toBeGreaterThan(height ?? 0);
    await expect(task.textContent()).resolves.toContain('国风水墨');
    await expect(task.textContent()).resolves.toContain('1280*720');

    // The large view opens on a thumbnail.
    await task.getByRole('button', { name: '查看大图：第1张' }).click();
    const dialog = page.getByRole('dialog', { name: '查看大图' });
    await dialog.getByRole('img').waitFor();
    await screenshot(page, 'draw');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // After a reload the task comes back from the server, done.
    await page.reload();
    await works.getByRole('article', { name: PROMPT }).waitFor({ timeout: 30_000 });
    await expect(works.getByRole('article', { name: PROMPT }).getAttribute('data-phase')).resolves.toBe('done');
  });
});
