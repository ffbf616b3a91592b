import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './DubbingStudio.stories';

// The page at rest: a new work, a custom anchor, an opened draft and the failure state; the rest come from play.
visualSuite(stories, { skip: allBut(stories, ['NewWork', 'CustomAnchor', 'DraftLoaded', 'UnknownAnchor']) });

const { DraftLoaded, FitReportOverruns } = composeStories(stories);

// The suite's frozen page takes no pointer events, so the draft is submitted with a plain DOM click.
test('Studio/DubbingStudio (default) › submit success dialog', async () => {
  await render(<DraftLoaded />);
  await expect.element(page.getByRole('textbox', { name: '作品标题' })).toHaveValue('银行早报');
  (page.getByRole('button', { name: '立即合成' }).element() as HTMLElement).click();
  await expect.element(page.getByRole('dialog', { name: '提交成功' })).toBeVisible();
  document.body.style.minHeight = '100vh';
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot('SubmitSuccess-default');
  } finally {
    document.body.style.minHeight = '';
  }
});

test('Studio/DubbingStudio (default) › fit report with an overrun', async () => {
  await render(<FitReportOverruns />);
  await expect.element(page.getByRole('switch', { name: '对齐字幕时间' })).toHaveAttribute('aria-checked', 'true');
  (page.getByRole('button', { name: '立即合成' }).element() as HTMLElement).click();
  await expect.element(page.getByRole('dialog', { name: '字幕时间对齐' })).toBeVisible();
  document.body.style.minHeight = '100vh';
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot('FitReport-default');
  } finally {
    document.body.style.minHeight = '';
  }
});
