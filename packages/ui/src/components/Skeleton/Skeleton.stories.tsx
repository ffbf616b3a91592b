import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const sketch = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(sketch?.querySelectorAll('[data-shape="text"]')).toHaveLength(3);
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" width={48} height={48} />
      <Skeleton shape="rect" width={120} height={72} />
      <Skeleton width={100} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape="circle"]')).toHaveStyle({ width: '48px' });
  },
};

export const AnchorCardLoading: Story = {
  render: () => (
    <section aria-busy="true" aria-label="主播列表" style={{ display: 'flex', gap: 12 }}>
      <Skeleton shape="circle" width={48} height={48} />
      <div style={{ flex: 1 }}>
        <Skeleton width="40%" />
        <Skeleton lines={2} />
      </div>
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '主播列表' })).toHaveAttribute('aria-busy', 'true');
  },
};
