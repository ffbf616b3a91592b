import { chromium } from 'playwright';
import { logInBySms } from './login';
import { selectText } from './editor';

const base = process.env.BASE ?? 'http://127.0.0.1:8391';
const out = '/tmp/copies-shots';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
let n = 0;
for (const size of sizes) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, baseURL: base });
  const page = await context.newPage();
  await page.goto('/home');
  const phone = `1371111${String(Date.now() % 10000).padStart(4, '0')}`;
  await logInBySms(page, base, phone, { open: true });

  await page.goto('/gpt');
  await page.getByRole('button', { name: '订阅服务' }).first().click();
  const vip = page.getByRole('dialog', { name: 'AI写作会员' });
  await vip.getByRole('radiogroup').getByRole('radio').first().waitFor({ state: 'attached' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/assistant-${size.name}.png` });
  await vip.getByRole('radio').nth(1).check({ force: true });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${out}/assistant-chosen-${size.name}.png`, fullPage: true });
  await page.keyboard.press('Escape');

  await page.goto('/aitools/asr-v2');
  await page.getByRole('tab', { name: '会员中心' }).click();
  await page.getByRole('button', { name: /立即开通：/ }).first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/asr-${size.name}.png`, fullPage: true });

  await page.goto('/creation');
  const picker = page.getByRole('dialog', { name: '选择主播' });
  await picker.getByRole('tab', { name: '全部主播' }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/voicepicker-${size.name}.png` });
  await page.keyboard.press('Escape');

  await page.goto('/creation?anchorType=0&anchorId=12');
  await page.getByRole('complementary', { name: '当前主播' }).getByRole('heading').waitFor();
  await page.locator('[data-slate-editor]').click();
  await page.keyboard.type('今天我们聊聊春天');
  await selectText(page, '聊聊春天');
  await page.getByRole('toolbar', { name: '编辑工具' }).getByRole('button', { name: '多主播', exact: true }).click();
  const multi = page.getByRole('dialog', { name: '多主播配音' });
  await multi.getByText('Davis', { exact: true }).click();
  await multi.getByText('情绪', { exact: true }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/multivoice-${size.name}.png` });
  n++;
  await context.close();
}
await browser.close();
console.log('shots', n);
