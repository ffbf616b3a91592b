import { describe, expect, it } from 'vitest';
import { logInBySms, newPhone, screenshot, useBrowser } from './browser';

describe('the writing assistant', () => {
  const browser = useBrowser();

  it('streams an answer with Markdown from the provider through the real server, and shows the month’s allowance used', async () => {
    const page = await browser.newPage();
    await page.goto('/home');
    await page.getByRole('button', { name: '登录/注册' }).click();
    await logInBySms(page, browser.baseUrl(), newPhone());
    await page.goto('/gpt');
    await page.getByRole('textbox', { name: '输入您的问题' }).fill('配音有什么技巧？');
    await page.keyboard.press('Control+Enter');

    await page.getByRole('listitem').filter({ hasText: '停顿自然' }).last().waitFor();
    await expect(page.getByRole('strong').filter({ hasText: '小贴士' }).count()).resolves.toBeGreaterThan(0);
    await page
      .getByText(/本月已用额度 52/)
      .first()
      .waitFor();
    await screenshot(page, 'assistant');
  });
});
