import { routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mock, storyUser, withDubKit } from '../../testing';
import { InviteFriends } from './InviteFriends';

const meta = {
  title: 'Site/InviteFriends',
  component: InviteFriends,
  decorators: [withDubKit],
  args: { linkBase: 'https://dubkit.cn/home' },
  parameters: { dubkit: { user: storyUser() }, msw: { handlers: [mock(routes.account.inviterCode, '864209')] } },
} satisfies Meta<typeof InviteFriends>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('864209')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '复制邀请码' }));
    await expect(await screen.findByText(/已复制到剪贴板|复制成功|复制失败/)).toBeInTheDocument();
  },
};
