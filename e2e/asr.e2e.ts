import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { logInBySms, newPhone, screenshot, useBrowser } from './browser';

const SENTENCES = ['大家好，欢迎来到配音工坊。', '今天我们试一试语音转文字。', '谢谢收听。'];

describe('speech-to-text', () => {
  const browser = useBrowser();

  it('transcribes an uploaded Mandarin clip into sentences and exports them as SRT', async () => {
    const page = await browser.newPage();
    await page.goto('/home');
    await page.getByRole('button', { name: '登录/注册' }).click();
    await logInBySms(page, browser.baseUrl(), newPhone());

    // A Mandarin clip spoken by the server's own speech engine: an anchor's audition sample (MP3).
    const anchors = (await (
      await page.request.post('/api/anchor/search', { data: { page: 1, pageSize: 20, sort: 1 } })
    ).json()) as { data: { list: Array<{ audition: string }> } };
    const sample = anchors.data.list.find((anchor) => anchor.audition)?.audition;
    expect(sample).toBeTruthy();
    const clip = await page.request.get(sample as string);
    expect(clip.ok()).toBe(true);
    const mp3 = await clip.body();

    await page.goto('/tools');
    await page
      .getByRole('link', { name: /文案提取/ })
      .first()
      .click();
    await page.waitForURL(/\/aitools\/asr-v2$/);
    await page.getByRole('radio', { name: '本地文件' }).check({ force: true });
    await page.locator('input[type="file"]').setInputFiles({ name: '样音.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
    // The duration is read in the browser before 开始提取 is offered.
    await page.getByText(/时长 \d+:\d\d/).waitFor();
    await page.getByRole('button', { name: '开始提取' }).click();
    const added = page.getByRole('dialog', { name: '任务已添加' });
    await added.getByText('任务已添加，请稍后前往任务列表查看').waitFor({ timeout: 60_000 });
    await added.getByRole('button', { name: '前往任务列表' }).click();

    const row = page.getByRole('list', { name: '转写任务' }).getByRole('listitem').filter({ hasText: '样音.mp3' });
    await row.locator('[data-tone="success"]').waitFor({ timeout: 90_000 });
    await row.getByRole('button', { name: '查看结果：样音.mp3' }).click();
    const result = page.getByRole('region', { name: '「样音.mp3」的提取结果' });
    const sentences = result.getByRole('textbox', { name: /^第 \d+ 句/ });
    await sentences.first().waitFor();
    const texts = await sentences.evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));
    // The fake transcription provider's sentences (e2e/setup.ts), as the server timed them.
    expect(texts).toEqual(SENTENCES);
    await screenshot(page, 'asr-result');

    await result.getByRole('button', { name: '导出' }).click();
    const dialog = page.getByRole('dialog', { name: '导出文案' });
    await dialog.getByRole('tab', { name: 'SRT字幕' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: '导出srt' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^样音-文案提取结果-\d{8}-\d{6}\.srt$/);
    const srt = (await readFile(await download.path())).toString('utf8');
    expect(srt).toBe(
      [
        '\uFEFF1\n00:00:00,000 --> 00:00:00,800\n大家好，欢迎来到配音工坊。\n',
        '2\n00:00:00,900 --> 00:00:01,500\n今天我们试一试语音转文字。\n',
        '3\n00:00:01,600 --> 00:00:02,000\n谢谢收听。\n',
      ].join('\n'),
    );
  });
});
