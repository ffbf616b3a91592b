import '@dubkit/widgets/embed';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';

/**
 * The script-tag build as a partner's page loads it (`dist/embed`, no source condition): the elements style their
 * shadow roots from the CSS their own chunks carry, and nothing of ours reaches the page's document.
 */

const never: typeof globalThis.fetch = () => new Promise<Response>(() => {});

const documentRules = () =>
  [...document.styleSheets].flatMap((sheet) => {
    try {
      return [...sheet.cssRules].map((rule) => rule.cssText);
    } catch {
      return [];
    }
  });

test('the built elements carry their styles in their shadow roots and add none to the page', async () => {
  document.body.innerHTML = `
    <p id="article">今天的早间新闻。</p>
    <dubkit-tts-button for="article" anchor-id="12"></dubkit-tts-button>
    <dubkit-anchor-picker theme-brand="#c2410c"></dubkit-anchor-picker>`;
  const article = document.getElementById('article') as HTMLElement;
  const before = getComputedStyle(article).cssText || JSON.stringify(getComputedStyle(article).font);
  for (const element of document.querySelectorAll('dubkit-tts-button, dubkit-anchor-picker'))
    (element as HTMLElement & { fetch: typeof fetch }).fetch = never;

  const read = page.getByRole('button', { name: '朗读' });
  await expect.element(read, { timeout: 15_000 }).toBeVisible();
  const pick = page.getByRole('button', { name: '选择主播' });
  await expect.element(pick, { timeout: 15_000 }).toBeVisible();

  expect(getComputedStyle(read.element()).fontSize).toBe('14px');
  expect(getComputedStyle(pick.element()).backgroundColor).toBe('rgb(194, 65, 12)');
  const shadow = (pick.element().getRootNode() as ShadowRoot).adoptedStyleSheets;
  expect(shadow.length).toBe(1);
  expect([...(shadow[0] as CSSStyleSheet).cssRules].some((rule) => rule.cssText.includes('--dk-'))).toBe(true);
  // Nothing of ours in the page: no theme variables, no root reset, no component classes.
  expect(documentRules().filter((rule) => /--dk-|data-dk-root/.test(rule))).toEqual([]);
  expect(getComputedStyle(article).cssText || JSON.stringify(getComputedStyle(article).font)).toBe(before);

  await pick.click();
  const dialog = page.getByRole('dialog', { name: '选择主播' });
  await expect.element(dialog).toBeVisible();
  expect((pick.element().getRootNode() as ShadowRoot).contains(dialog.element())).toBe(true);
});
