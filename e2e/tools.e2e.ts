import { describe, expect, it } from 'vitest';
import { logInBySms, newPhone, screenshot, useBrowser } from './browser';
import { textImage } from './textImage';

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

    const png = await textImage(page, TEXT);
    await page.locator('input[type="file"]').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: '开始识别' }).click();

    const result = page.getByRole('textbox', { name: '识别结果' });
    await result.waitFor({ timeout: 90_000 });
    await expect(result.inputValue()).resolves.toBe(TEXT);
    await page.getByText('图片文字识别成功').first().waitFor();
    await screenshot(page, 'ocr');
  });
});
