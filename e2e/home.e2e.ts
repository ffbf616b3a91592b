import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';

describe('a visitor arrives', () => {
  const browser = useBrowser();

  it('lands on the home page from /index.html, served with the API on one port', async () => {
    const page = await browser.newPage();
    await page.goto('/index.html');
    await page.waitForURL('**/home');
    await page.getByRole('navigation').getByRole('link', { name: '首页' }).waitFor();
    const health = await page.request.get('/api/health');
    expect((await health.json()).data.status).toBe('ok');
    await screenshot(page, 'home');
  });
});
