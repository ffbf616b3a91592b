import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Empty } from './Empty';

const meta = {
  title: 'UI/Empty',
  component: Empty,
  args: { title: '暂无数据' },
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: '还没有收藏的主播',
    description: '在主播库点击收藏，常用主播会出现在这里',
    action: (
      <Button variant="secondary" onClick={fn()}>
        去主播库
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('在主播库点击收藏，常用主播会出现在这里')).toBeVisible();
    const button = canvas.getByRole('button', { name: '去主播库' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const CustomIllustration: Story = {
  args: { title: '没有找到相关主播', illustration: <span style={{ fontSize: 40 }}>🔍</span> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('🔍').parentElement).toHaveAttribute('aria-hidden', 'true');
  },
};
