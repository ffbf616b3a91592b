import { composeStories } from '@storybook/react-vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './SiteHeader.stories';

// A phone's screen: the tabs and actions are behind the menu button.
beforeAll(() => page.viewport(390, 844));
afterAll(() => page.viewport(1024, 768));

visualSuite(stories, { skip: allBut(stories, ['PhoneMenuClosed']) });

const { PhoneMenuOpen } = composeStories(stories);

// The suite's frozen page takes no pointer events, so the menu is opened with a plain DOM click.
test('Site/SiteHeader at 390×844 (default) › PhoneMenuOpen', async () => {
  await render(<PhoneMenuOpen />);
  (page.getByRole('button', { name: '打开导航菜单' }).element() as HTMLElement).click();
  await expect.element(page.getByRole('dialog', { name: '导航菜单' })).toBeVisible();
  await document.fonts.ready;
  document.body.style.minHeight = '100vh';
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot('PhoneMenuOpen-default');
  } finally {
    document.body.style.minHeight = '';
  }
});
