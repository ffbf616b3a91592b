import { composeStories } from '@storybook/react-vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './RightToolbar.stories';

// A phone's screen: the bar is one floating button at the bottom right.
beforeAll(() => page.viewport(390, 844));
afterAll(() => page.viewport(1024, 768));

visualSuite(stories, { skip: allBut(stories, ['PhoneFloating']), page: ['PhoneFloating'] });

const { PhoneFloating } = composeStories(stories);

// The suite's frozen page takes no pointer events, so the button is pressed with a plain DOM click.
test('Site/RightToolbar at 390×844 (default) › PhoneFloating expanded', async () => {
  await render(<PhoneFloating />);
  (page.getByRole('button', { name: '快捷工具' }).element() as HTMLElement).click();
  await expect.element(page.getByRole('button', { name: '帮助中心' })).toBeVisible();
  await document.fonts.ready;
  document.body.style.minHeight = '100vh';
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot('PhoneFloatingExpanded-default');
  } finally {
    document.body.style.minHeight = '';
  }
});
