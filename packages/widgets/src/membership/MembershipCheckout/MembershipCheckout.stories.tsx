import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type DubKitStoryParameters, withDubKit } from '../../testing';
import { goldMember } from '../../testing/membership/fixtures';
import { type CheckoutServerOptions, checkoutServer } from '../../testing/membership/handlers';
import { CONTRACT_STORY, STORY_USER, shown } from '../../testing/reply';
import { MembershipCheckout } from './MembershipCheckout';

const meta = {
  title: 'Widgets/Library/MembershipCheckout',
  component: MembershipCheckout,
  decorators: [withDubKit],
  args: { open: true, onOpenChange: fn(), onPaid: fn() },
  parameters: story({}, { user: STORY_USER }),
} satisfies Meta<typeof MembershipCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story's handlers and the reset of their state. */
function story(options?: CheckoutServerOptions, dubkit: DubKitStoryParameters = {}) {
  const server = checkoutServer(options);
  return { msw: { handlers: server.handlers }, dubkit: { ...CONTRACT_STORY, ...dubkit, setup: server.reset } };
}

const checkout = () => screen.findByRole('dialog', { name: '开通会员' });
/** The code image's address: a new order draws a new code. */
const codeOf = async (name: string) => (await screen.findByRole('img', { name })).getAttribute('src');

export const Pending: Story = {
  play: async () => {
    const dialog = await checkout();
    const plans = await within(dialog).findByRole('radiogroup', { name: '会员套餐' });
    await expect(within(plans).getAllByRole('radio')).toHaveLength(3);
    await expect(within(plans).getByRole('radio', { name: /月度会员/ })).toBeChecked();
    await expect(within(dialog).getByRole('tab', { name: '支付宝' })).toHaveAttribute('aria-selected', 'true');
    const alipay = await codeOf('支付宝扫码支付');
    await expect(within(dialog).getByText(/应付金额/)).toHaveTextContent('应付金额¥29');
    await shown(within(dialog).getByText('请使用支付宝扫一扫完成支付'));
    await shown(await within(dialog).findByText(/开通了/));

    await userEvent.click(within(dialog).getByRole('tab', { name: '微信' }));
    const wechat = await codeOf('微信扫码支付');
    await expect(wechat).not.toBe(alipay);
    await userEvent.click(within(plans).getByRole('radio', { name: /年度会员/ }));
    await waitFor(async () => expect(await codeOf('微信扫码支付')).not.toBe(wechat));
    await expect(within(dialog).getByText(/应付金额/)).toHaveTextContent('应付金额¥199');
  },
};

export const Paid: Story = {
  args: { pollIntervalMs: 50 },
  parameters: story({ status: () => 1 }),
  play: async ({ args }) => {
    const dialog = await checkout();
    await shown(await within(dialog).findByText('支付成功'));
    await shown(await within(dialog).findByText(/黄金会员有效期至\d{4}-\d{2}-\d{2}/));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledWith(goldMember));
    await userEvent.click(within(dialog).getByRole('button', { name: '完成' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Expired: Story = {
  args: { pollIntervalMs: 50 },
  parameters: story({ status: (orderNo) => (orderNo.endsWith('1') ? -1 : 0) }),
  play: async () => {
    const dialog = await checkout();
    const refresh = await within(dialog).findByRole('button', { name: '二维码已失效，点击刷新' });
    const expired = await codeOf('支付宝扫码支付');
    await userEvent.click(refresh);
    await waitFor(async () => expect(await codeOf('支付宝扫码支付')).not.toBe(expired));
    await expect(within(dialog).queryByRole('button', { name: '二维码已失效，点击刷新' })).not.toBeInTheDocument();
  },
};

export const NoProduct: Story = {
  parameters: story({ productList: [] }),
  play: async () => {
    const dialog = await checkout();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择套餐');
    await expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  },
};

export const LoadingProducts: Story = {
  parameters: story({ productDelay: 'infinite' }),
  play: async () => {
    const dialog = await checkout();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('数据加载中...');
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const KeyboardChoice: Story = {
  play: async () => {
    const dialog = await checkout();
    const plans = await within(dialog).findByRole('radiogroup', { name: '会员套餐' });
    const month = within(plans).getByRole('radio', { name: /月度会员/ });
    await waitFor(() => expect(month).toBeChecked());
    month.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(plans).getByRole('radio', { name: /季度会员/ })).toBeChecked();
    await userEvent.tab();
    await expect(within(dialog).getByRole('tab', { name: '支付宝' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('tab', { name: '微信' })).toHaveAttribute('aria-selected', 'true');
    await shown(await within(dialog).findByRole('img', { name: '微信扫码支付' }));
  },
};
