import type { Sample, Page as SamplePage } from '@dubkit/sdk-core';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInBySms, newPhone, screenshot, useBrowser } from './browser';

/** The script editor's text as a reader meets it (node badges aside). */
const editorText = (page: Page) =>
  page.locator('[data-slate-editor]').evaluate((root) => {
    let out = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('[contenteditable="false"]')) out += node.textContent ?? '';
    return out.replace(/\uFEFF/g, '');
  });

async function sampleOf(page: Page, sceneId: number, name: string): Promise<Sample> {
  const reply = (await (await page.request.get(`/api/anchor/sample/search?sceneId=${sceneId}&page=1`)).json()) as {
    data: SamplePage<Sample>;
  };
  const sample = reply.data.list.find((s) => s.name === name);
  if (!sample) throw new Error(`no sample ${name} in scene ${sceneId}`);
  return sample;
}

describe('AI samples', () => {
  const browser = useBrowser();

  it('a visitor picks a scene, hears a sample, and 去配音 logs in and lands in the studio with its text and voice', async () => {
    const page = await browser.newPage();
    await page.goto('/samples');
    const gallery = page.getByRole('region', { name: 'AI样音' });
    await gallery.getByRole('tab', { name: '新闻播报' }).click();
    const list = gallery.getByRole('list', { name: '样音列表' });
    await list.getByRole('button', { name: '查看早间新闻' }).waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(6);
    const sample = await sampleOf(page, 2, '早间新闻');

    // Its audio is rendered by the speech engine on this first request; the card's player loads, then plays.
    const cardPlayer = list.getByRole('button', { name: '试听早间新闻' });
    await cardPlayer.click();
    await expect.poll(() => cardPlayer.getAttribute('data-state'), { timeout: 60_000, interval: 200 }).toBe('playing');

    await list.getByRole('button', { name: '查看早间新闻' }).click();
    const dialog = page.getByRole('dialog', { name: '早间新闻' });
    await dialog.getByText(sample.templateText).waitFor();
    await dialog.getByText(`${sample.anchorName} · ${sample.templateName}`).waitFor();
    // The dialog's player takes over: one sample plays at a time on the page.
    const player = dialog.getByRole('button', { name: '试听早间新闻' });
    await player.click();
    await expect.poll(() => player.getAttribute('data-state'), { interval: 200 }).toBe('playing');
    await expect(cardPlayer.getAttribute('data-state')).resolves.toBe('idle');
    await screenshot(page, 'samples');

    await dialog.getByRole('button', { name: '去配音' }).click();
    await logInBySms(page, browser.baseUrl(), newPhone());
    await page.waitForURL(
      new RegExp(`/creation\\?anchorType=0&anchorId=${sample.anchorId}&templateId=${sample.templateId}&`),
    );
    const voice = page.getByRole('complementary', { name: '当前主播' });
    await expect(voice.getByRole('heading').textContent()).resolves.toBe(sample.anchorName);
    await expect.poll(() => editorText(page), { timeout: 30_000 }).toContain(sample.templateText);
    await page
      .getByRole('toolbar', { name: '编辑工具' })
      .getByRole('button', { name: '情绪/风格', exact: true })
      .click();
    const chosen = page.getByRole('radio', { checked: true });
    await expect(chosen.evaluate((input) => input.closest('label')?.textContent ?? '')).resolves.toContain(
      sample.templateName,
    );

    // The visit's listens counted 1 and the use 3 into its hot count.
    await expect.poll(async () => (await sampleOf(page, 2, '早间新闻')).hot).toBe(sample.hot + 4);
  });
});
