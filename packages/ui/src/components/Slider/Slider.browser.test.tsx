import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './Slider.stories';

const { Default } = composeStories(stories);

// Real input events (not the synthetic ones of play functions): native stepping must not add to ours.
test('one arrow press moves one step', async () => {
  await render(<Default />);
  const slider = page.getByRole('slider', { name: '语速' });
  await slider.click();
  await userEvent.keyboard('{Home}{ArrowRight}');
  await expect.element(slider).toHaveAttribute('aria-valuetext', '0.6x');
});

test('a press on the track sets the value under the pointer', async () => {
  await render(<Default />);
  const slider = page.getByRole('slider', { name: '语速' });
  const width = (slider.element() as HTMLElement).getBoundingClientRect().width;
  await slider.click({ position: { x: width - 2, y: 10 } });
  await expect.element(slider).toHaveAttribute('aria-valuetext', '2.0x');
});
