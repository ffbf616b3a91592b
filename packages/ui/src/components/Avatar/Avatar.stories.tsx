import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

const portrait =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' fill='%23f4a261'/%3E%3Ccircle cx='20' cy='16' r='7' fill='%23fff'/%3E%3Crect x='8' y='26' width='24' height='16' rx='8' fill='%23fff'/%3E%3C/svg%3E";

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: '晓晓', src: portrait },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: '晓晓' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeVisible());
  },
};

export const Fallback: Story = {
  args: { src: undefined, name: 'dubkit_user' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'dubkit_user' });
    await expect(avatar).toHaveTextContent('D');
    await expect(avatar).toHaveAttribute('data-fallback');
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', name: '云希' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: '云希' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('云');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" name="小" />
      <Avatar {...args} size="md" name="中" />
      <Avatar {...args} size="lg" src={undefined} name="大" />
      <Avatar {...args} size="xl" shape="square" name="方" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(4);
  },
};

export const BesideName: Story = {
  args: { alt: '' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} />
      <span>晓晓</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(within(canvasElement).getByText('晓晓')).toBeVisible();
  },
};
