import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type DubKitStoryParameters, withDubKit } from '../../testing';
import { goldMember } from '../../testing/membership/fixtures';
import { type CheckoutServerOptions, checkoutServer } from '../../testing/membership/handlers';
import { CONTRACT_STORY, STORY_USER, shown } from '../../testing/reply';
import { MemberButton } from './MemberButton';

const meta = {
  title: 'Widgets/Library/MemberButton',
  component: MemberButton,
  decorators: [withDubKit],
  args: { onPaid: fn() },
  parameters: story(),
} satisfies Meta<typeof MemberButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story's handlers and the reset of their state. */
function story(options?: CheckoutServerOptions, dubkit: DubKitStoryParameters = {}) {
  const server = checkoutServer(options);
  return { msw: { handlers: server.handlers }, dubkit: { ...CONTRACT_STORY, ...dubkit, setup: server.reset } };
}

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '开通会员' });
    await userEvent.click(button);
    const login = await screen.findByRole('dialog', { name: '登录' });
    await userEvent.click(within(login).getByRole('button', { name: '登录' }));
    await shown(await screen.findByRole('dialog', { name: '开通会员' }));
  },
};

export const NotMember: Story = {
  parameters: { dubkit: { user: STORY_USER } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: '开通会员' });
    await expect(button).not.toHaveAttribute('data-member');
  },
};

export const Member: Story = {
  parameters: story({ member: goldMember }, { user: { ...STORY_USER, vipLevel: 2 } }),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: '黄金会员' });
    await expect(button).toHaveAttribute('data-member', 'true');
    await userEvent.click(button);
    await shown(await screen.findByRole('dialog', { name: '开通会员' }));
  },
};

export const BecomesMember: Story = {
  parameters: story({ status: () => 1 }, { user: STORY_USER }),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '开通会员' }));
    const dialog = await screen.findByRole('dialog', { name: '开通会员' });
    await shown(await within(dialog).findByText('支付成功', {}, { timeout: 8000 }));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledWith(goldMember));
    await userEvent.click(within(dialog).getByRole('button', { name: '完成' }));
    await shown(await within(canvasElement).findByRole('button', { name: '黄金会员' }));
  },
};
