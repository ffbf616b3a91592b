import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { variant: 'new', children: 'NEW' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  render: (args) => (
    <span>
      AI绘画 <Badge {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('NEW')).toHaveAttribute('data-variant', 'new');
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Badge variant="new">新</Badge>
      <Badge variant="hot">热门</Badge>
      <Badge variant="recommended">推荐</Badge>
      <Badge variant="newest">最新</Badge>
      <Badge variant="member">会员</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['新', '热门', '推荐', '最新', '会员']) await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const MemberCrown: Story = {
  args: { variant: 'member', children: undefined, label: '高级主播' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '高级主播' })).toBeVisible();
  },
};

export const MemberWithPlan: Story = {
  args: { variant: 'member', children: '年度会员' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('年度会员');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
