import { describe, expect, it } from 'vitest';
import { logInBySms, newPhone, screenshot, useBrowser } from './browser';

const TEXT = '配音工坊图片识别';

describe('the smart tools', () => {
  const browser = useBrowser();

  it('recognises the text of an image picked on /aitools/ocr, through the signed upload and the OCR engine', async () => {
    const page = await browser.newPage();
    await page.goto('/home');
    await page.getByRole('button', { name: '登录/注册' }).click();
    await logInBySms(page, browser.baseUrl(), newPhone());
    await page.goto('/tools');
    await page
      .getByRole('link', { name: /图片OCR/ })
      .first()
      .click();
    await page.waitForURL(/\/aitools\/ocr$/);

    // The image a user would have: black text on white, drawn by the page's own font.
    const png = await page.evaluate(async (text) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 160;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#111';
      context.font = '48px sans-serif';
      context.fillText(text, 40, 96);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    }, TEXT);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await page.getByRole('button', { name: '开始识别' }).click();

    const result = page.getByRole('textbox', { name: '识别结果' });
    await result.waitFor({ timeout: 90_000 });
    await expect(result.inputValue()).resolves.toBe(TEXT);
    await page.getByText('图片文字识别成功').first().waitFor();
    await screenshot(page, 'ocr');
  });
});
