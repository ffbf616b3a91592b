import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Tag } from '../Tag/Tag';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { children: '作品卡片内容' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('作品卡片内容')).toBeVisible();
  },
};

const onStart = fn();

export const AnchorCard: Story = {
  args: {
    as: 'article',
    interactive: true,
    'aria-labelledby': 'anchor-xiaoxiao',
    children: (
      <>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Avatar name="晓晓" alt="" size="lg" />
          <div>
            <h3 id="anchor-xiaoxiao" style={{ fontSize: 16, margin: 0 }}>
              晓晓 <Badge variant="hot">热门</Badge>
            </h3>
            <div style={{ display: 'flex', gap: 4, marginTop: 4 }}>
              <Tag tone="brand">多情感</Tag>
              <Tag>新闻资讯</Tag>
            </div>
          </div>
        </div>
        <p>温柔知性的女声，适合新闻播报与有声读物。</p>
        <Button size="sm" onClick={onStart}>
          开始配音
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '晓晓 热门' });
    await userEvent.hover(card);
    await userEvent.click(within(card).getByRole('button', { name: '开始配音' }));
    await expect(onStart).toHaveBeenCalled();
  },
};

export const Selected: Story = {
  args: { selected: true, interactive: true, children: '已选择的主播' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已选择的主播')).toHaveAttribute('data-selected');
  },
};

export const Paddings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Card padding="none">无内边距</Card>
      <Card padding="sm">小内边距</Card>
      <Card padding="lg">大内边距</Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('大内边距')).toBeVisible();
  },
};
