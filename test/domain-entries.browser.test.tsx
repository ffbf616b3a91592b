import '@dubkit/ui/style.css';
import '@dubkit/widgets/library.css';
import '@dubkit/widgets/membership.css';
import { DubKitProvider } from '@dubkit/widgets';
import { AnchorLibrary } from '@dubkit/widgets/library';
import { MemberButton } from '@dubkit/widgets/membership';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { controlsWithBrowserStyle } from './probes';

/**
 * A partner page that imports two domains' entries and their own style sheets (not the whole package's style.css):
 * the built `dist` of `@dubkit/widgets/library` and `/membership`. Their widgets must come styled from those sheets.
 */
test('the library and membership entries render their widgets styled by their own style sheets', async () => {
  const never = () => new Promise<Response>(() => {});
  render(
    <DubKitProvider fetch={never}>
      <MemberButton />
      <AnchorLibrary />
    </DubKitProvider>,
  );
  await expect.element(page.getByRole('button', { name: '开通会员' })).toBeVisible();
  await expect.element(page.getByPlaceholder('请输入主播名称')).toBeVisible();
  expect(controlsWithBrowserStyle()).toEqual([]);
  // The loading cards are cards (the library's sheet gives them a border and corners), not bare list items.
  const card = document.querySelector('li[aria-hidden="true"]');
  expect(card && getComputedStyle(card).borderTopStyle).toBe('solid');
  // The member button's crown is sized by the membership sheet, not drawn at the SVG's default size.
  expect(
    page.getByRole('button', { name: '开通会员' }).element().querySelector('svg')?.getBoundingClientRect().width,
  ).toBeLessThan(40);
});
