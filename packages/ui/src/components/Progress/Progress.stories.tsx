import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Progress } from './Progress';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  args: { label: '上传中', value: 45 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: '上传中' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { label: '提取完成', value: 100, tone: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '提取完成' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

export const Failed: Story = {
  args: { label: '上传失败', value: 62, tone: 'danger', description: '网络中断，请重试' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '上传失败' })).toHaveAccessibleDescription(
      '网络中断，请重试',
    );
  },
};

export const Indeterminate: Story = {
  args: { label: '提取中', value: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '提取中' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const BytesOfTotal: Story = {
  args: { label: undefined, 'aria-label': '音频上传', value: 3.2, max: 8, showValue: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '音频上传' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  },
};

export const Updating: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(0);
    return (
      <>
        <Progress {...args} value={value} />
        <button type="button" onClick={() => setValue((v) => Math.min(100, v + 30))}>
          继续上传
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '继续上传' }));
    await userEvent.click(canvas.getByRole('button', { name: '继续上传' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByText('60%')).toBeVisible();
  },
};
