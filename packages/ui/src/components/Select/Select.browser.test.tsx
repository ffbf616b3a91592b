import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DubKitThemeProvider } from '../../theme/ThemeProvider';
import { Dialog } from '../Dialog/Dialog';
import { Select } from './Select';
import * as stories from './Select.stories';

const { Default } = composeStories(stories);

// Real key events: Space must open the list once (no native click toggling it shut on key up).
test('Space opens, arrows move, Space chooses', async () => {
  await render(<Default />);
  const combobox = page.getByRole('combobox', { name: '音色' });
  await userEvent.tab();
  await userEvent.keyboard(' ');
  await expect.element(combobox).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{ArrowDown} ');
  await expect.element(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect.element(combobox).toHaveTextContent('男声');
});

test('the open list sits in the top layer, below the trigger', async () => {
  await render(<Default />);
  await page.getByRole('combobox', { name: '音色' }).click();
  const listbox = page.getByRole('listbox').element() as HTMLElement;
  const trigger = page.getByRole('combobox').element() as HTMLElement;
  expect(listbox.matches(':popover-open')).toBe(true);
  await expect
    .poll(() => listbox.getBoundingClientRect().top)
    .toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom);
});

test('in a dialog, choosing and Escape act on the list and leave the dialog open', async () => {
  await render(
    <DubKitThemeProvider>
      <Dialog defaultOpen closeOnMaskClick title="筛选主播">
        <Select
          label="语言"
          options={[
            { value: 1, label: '中文' },
            { value: 2, label: '英语' },
          ]}
        />
      </Dialog>
    </DubKitThemeProvider>,
  );
  const dialog = page.getByRole('dialog', { name: '筛选主播' });
  const combobox = dialog.getByRole('combobox', { name: '语言' });
  await combobox.click();
  await page.getByRole('option', { name: '英语' }).click();
  await expect.element(combobox).toHaveTextContent('英语');
  await expect.element(dialog).toBeInTheDocument();
  await combobox.click();
  await userEvent.keyboard('{Escape}');
  await expect.element(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect.element(dialog).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
});
