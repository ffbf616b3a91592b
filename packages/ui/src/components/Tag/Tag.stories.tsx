import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  args: { children: '多情感' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('多情感')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Tag>新闻资讯</Tag>
      <Tag tone="brand">多角色</Tag>
      <Tag tone="success">已完成</Tag>
      <Tag tone="warning">合成中</Tag>
      <Tag tone="danger">失败</Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已完成')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('失败')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Tag {...args} size="sm" tone="brand" />
      <Tag {...args} size="md" tone="brand" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('多情感')).toHaveLength(2);
  },
};
