import { composeStories } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../../test/visual-suite';
import * as stories from './Dialog.stories';

// A phone's screen: the dialog is a bottom sheet.
beforeAll(() => page.viewport(390, 844));
afterAll(() => page.viewport(1024, 768));

for (const theme of ['default', 'dark'] as const) {
  const { PhoneSheet } = composeStories(stories, { initialGlobals: { theme } });
  describe(`UI/Dialog at 390×844 (${theme})`, () => {
    test('PhoneSheet', async () => {
      await render(<PhoneSheet defaultOpen />);
      await expect.element(page.getByRole('dialog', { name: '登录配音工坊' })).toBeVisible();
      await document.fonts.ready;
      // The body spans the viewport while shot, so the fixed sheet is inside its box.
      document.body.style.minHeight = '100vh';
      try {
        await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`PhoneSheet-${theme}`);
      } finally {
        document.body.style.minHeight = '';
      }
    });
  });
}
