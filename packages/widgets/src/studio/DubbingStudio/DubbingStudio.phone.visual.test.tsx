import { composeStories } from '@storybook/react-vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './DubbingStudio.stories';

// A phone's screen: the voice card above the editor, the toolbar one scrolling row.
beforeAll(() => page.viewport(390, 844));
afterAll(() => page.viewport(1024, 768));

visualSuite(stories, { skip: allBut(stories, ['Phone']) });

const { FitReportPhone } = composeStories(stories);

test('Studio/DubbingStudio (phone) › fit report with an overrun', async () => {
  await render(<FitReportPhone />);
  await expect.element(page.getByRole('switch', { name: '对齐字幕时间' })).toHaveAttribute('aria-checked', 'true');
  (page.getByRole('button', { name: '立即合成' }).element() as HTMLElement).click();
  await expect.element(page.getByRole('dialog', { name: '字幕时间对齐' })).toBeVisible();
  await expect.element(page.getByRole('dialog', { name: '字幕时间对齐' })).toMatchScreenshot('FitReport-phone');
});
