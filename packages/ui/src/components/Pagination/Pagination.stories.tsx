import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { totalPages: 12, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

// What a sighted user reads along the row, ellipses included (they are hidden from assistive technology).
const pageNumbers = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('li'), (item) => item.textContent);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(pageNumbers(canvasElement)).toEqual(['', '1', '2', '3', '4', '5', '…', '12', '']);
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Middle: Story = {
  args: { defaultPage: 6 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pageNumbers(canvasElement)).toEqual(['', '1', '…', '5', '6', '7', '…', '12', '']);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { defaultPage: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(pageNumbers(canvasElement)).toEqual(['', '1', '…', '8', '9', '10', '11', '12', '']);
  },
};

export const FewPages: Story = {
  args: { totalPages: 3, defaultPage: 2 },
  play: async ({ canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['', '1', '2', '3', '']);
  },
};

export const Keyboard: Story = {
  args: { defaultPage: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '上一页' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return (
      <>
        <Pagination {...args} page={page} onChange={setPage} />
        <p>当前第 {page} 页</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 12 页' }));
    await expect(canvas.getByText('当前第 12 页')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 12 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultPage: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '第 4 页' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CustomLabels: Story = {
  args: {
    label: 'Pages',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    pageLabel: (page) => `Page ${page}`,
    totalPages: 5,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};
