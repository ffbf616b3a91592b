import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withDubKit } from '../../testing';
import {
  type AssistantMembershipServerOptions,
  assistantMember,
  assistantMembershipServer,
  expiredAssistantMember,
} from '../../testing/assistant/membership';
import { CONTRACT_STORY, STORY_USER, shown } from '../../testing/reply';
import { AssistantMembership } from './AssistantMembership';

/** A story's handlers, their records and the reset of their state. */
function story(options?: AssistantMembershipServerOptions) {
  const server = assistantMembershipServer(options);
  return {
    server,
    parameters: {
      msw: { handlers: server.handlers },
      dubkit: { ...CONTRACT_STORY, user: STORY_USER, setup: server.reset },
    },
  };
}

const plain = story();

const meta = {
  title: 'Assistant/AssistantMembership',
  component: AssistantMembership,
  decorators: [withDubKit],
  args: { open: true, onOpenChange: fn(), onPaid: fn() },
  parameters: plain.parameters,
} satisfies Meta<typeof AssistantMembership>;

export default meta;
type Story = StoryObj<typeof meta>;

const membership = () => screen.findByRole('dialog', { name: 'AI写作会员' });
const payment = () => screen.findByRole('dialog', { name: '扫码支付' });
const plans = async (dialog: HTMLElement) => within(dialog).findByRole('radiogroup', { name: '会员套餐' });
/** The code image's address: a new order draws a new code. */
const codeOf = async (name: string) => (await screen.findByRole('img', { name })).getAttribute('src');

/** Picks the yearly plan and opens the payment dialog. */
async function buyYearly() {
  const dialog = await membership();
  await userEvent.click(await within(await plans(dialog)).findByRole('radio', { name: /年度会员/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: '立即购买' }));
  return payment();
}

/** A non-member: name, no VIP badge, the plans (none chosen), the benefits and the agreement. */
export const NonMember: Story = {
  play: async () => {
    const dialog = await membership();
    await expect(within(dialog).getByText('配音小王')).toBeVisible();
    await expect(await within(dialog).findByText('开通会员，解锁 AI 写作全部能力')).toBeVisible();
    await expect(within(dialog).queryByText('VIP')).not.toBeInTheDocument();
    const group = await plans(dialog);
    const radios = await within(group).findAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    const yearly = within(group)
      .getByRole('radio', { name: /年度会员/ })
      .closest('label') as HTMLElement;
    await expect(yearly).toHaveTextContent('¥168');
    await expect(yearly).toHaveTextContent('原价¥240');
    await expect(yearly).toHaveTextContent('低至0.5元/天');
    await expect(yearly).toHaveTextContent('限时特惠');
    const benefits = within(dialog).getByRole('region', { name: '会员权益' });
    await expect(within(benefits).getAllByRole('listitem')).toHaveLength(5);
    await expect(benefits).toHaveTextContent('每月100万额度');
    await expect(benefits).toHaveTextContent('对话记忆');
    const agreement = within(dialog).getByRole('link', { name: '《会员服务协议》' });
    await expect(agreement).toHaveAttribute('href', '/protocol');
    await expect(agreement).toHaveAttribute('target', '_blank');
    await expect(agreement).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(within(dialog).getByRole('button', { name: '立即购买' })).toBeVisible();
  },
};

const member = story({ member: assistantMember });

/** A member: the VIP badge and the expiry; buying again renews (purchases stack). */
export const Member: Story = {
  parameters: member.parameters,
  play: async () => {
    const dialog = await membership();
    await expect(await within(dialog).findByText('会员有效期至2027-01-01')).toBeVisible();
    await expect(within(dialog).getByText('VIP')).toBeVisible();
    await expect(within(dialog).getByText('本月已用额度 123,456 / 1,000,000')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '立即续费' })).toBeVisible();
    await expect(within(dialog).getByText('有效期自购买起计算，重复购买自动顺延')).toBeVisible();
  },
};

const expired = story({ member: expiredAssistantMember });

export const ExpiredMember: Story = {
  parameters: expired.parameters,
  play: async () => {
    const dialog = await membership();
    await expect(await within(dialog).findByText('会员已于2026-01-01到期，续费即可恢复权益')).toBeVisible();
    await expect(within(dialog).queryByText('VIP')).not.toBeInTheDocument();
  },
};

const loading = story({ productDelay: 'infinite' });

export const ProductsLoading: Story = {
  parameters: loading.parameters,
  play: async () => {
    const dialog = await membership();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('数据加载中...');
    await expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
  },
};

const failing = story({ productsFail: true });

/** A failed product load only ends the loading: no spinner, no toast, no plans. */
export const ProductsFailed: Story = {
  parameters: failing.parameters,
  play: async () => {
    const dialog = await membership();
    await waitFor(() => expect(within(dialog).queryByText('数据加载中...')).not.toBeInTheDocument());
    await expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    await expect(screen.queryByText('服务繁忙')).not.toBeInTheDocument();
  },
};

/** 立即购买 without a plan warns 请选择一种套餐 and opens nothing; picking one clears it. */
export const NoneSelected: Story = {
  play: async () => {
    const dialog = await membership();
    const group = await plans(dialog);
    await within(group).findAllByRole('radio');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即购买' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择一种套餐');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument();
    await expect(plain.server.calls.orders).toHaveLength(0);
    await userEvent.click(within(group).getByRole('radio', { name: /季度会员/ }));
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  },
};

const alipay = story();

/** The payment dialog (375 px): Alipay first, the amount, its code (product type 300, QR width 300) and hint. */
export const PayAlipay: Story = {
  parameters: alipay.parameters,
  play: async () => {
    const pay = await buyYearly();
    await shown(pay);
    await expect(pay.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(within(pay).getByRole('tab', { name: '支付宝' })).toHaveAttribute('aria-selected', 'true');
    await codeOf('支付宝扫码支付');
    await expect(within(pay).getByText(/应付金额/)).toHaveTextContent('应付金额¥168');
    await expect(within(pay).getByText('请使用支付宝扫一扫完成支付')).toBeVisible();
    await expect(within(pay).getByRole('button', { name: '放弃' })).toBeVisible();
    await expect(within(pay).getByRole('button', { name: '已完成支付' })).toBeEnabled();
    await expect(alipay.server.calls.orders).toEqual([
      { productType: 300, productId: 301, payMethod: 1, qrWidth: 300 },
    ]);
  },
};

const wechat = story();

/** Switching to WeChat makes its own order and moves the polling there. */
export const PayWechat: Story = {
  parameters: wechat.parameters,
  args: { pollIntervalMs: 50 },
  play: async () => {
    const pay = await buyYearly();
    const alipayCode = await codeOf('支付宝扫码支付');
    await userEvent.click(within(pay).getByRole('tab', { name: '微信' }));
    const wechatCode = await codeOf('微信扫码支付');
    await expect(wechatCode).not.toBe(alipayCode);
    await expect(within(pay).getByText('请使用微信扫一扫完成支付')).toBeVisible();
    await expect(wechat.server.calls.orders.map((order) => order.payMethod)).toEqual([1, 2]);
    // Only the WeChat order is checked from now on.
    const before = wechat.server.calls.checks.length;
    await waitFor(() => expect(wechat.server.calls.checks.length).toBeGreaterThan(before + 1));
    await expect(new Set(wechat.server.calls.checks.slice(before + 1))).toEqual(new Set(['DK122']));
  },
};

const expiredQr = story({ status: (orderNo) => (orderNo.endsWith('1') ? -1 : 0) });

/** An expired code is refreshed by a click: a new order, a new code. */
export const ExpiredQr: Story = {
  parameters: expiredQr.parameters,
  args: { pollIntervalMs: 50 },
  play: async () => {
    const pay = await buyYearly();
    const refresh = await within(pay).findByRole('button', { name: '二维码已失效，点击刷新' });
    await expect(within(pay).getByRole('button', { name: '已完成支付' })).toBeDisabled();
    const old = await codeOf('支付宝扫码支付');
    await userEvent.click(refresh);
    await waitFor(async () => expect(await codeOf('支付宝扫码支付')).not.toBe(old));
    await expect(within(pay).queryByRole('button', { name: '二维码已失效，点击刷新' })).not.toBeInTheDocument();
  },
};

const paying = story({ status: () => 1 });

/** Paid: 支付成功 with the new expiry, the plan reloaded; 完成 returns to the dialog, now a member's. */
export const Paid: Story = {
  parameters: paying.parameters,
  args: { pollIntervalMs: 50 },
  play: async ({ args }) => {
    const pay = await buyYearly();
    await shown(await within(pay).findByText('支付成功'));
    await expect(await within(pay).findByText('会员有效期至2027-01-01')).toBeVisible();
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledWith(assistantMember));
    await userEvent.click(within(pay).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument());
    const dialog = await membership();
    await expect(within(dialog).getByText('VIP')).toBeVisible();
    await expect(within(dialog).getByText('会员有效期至2027-01-01')).toBeVisible();
  },
};

const notYet = story();

/** 已完成支付 before paying: the order is checked at once and the dialog says it is not seen yet. */
export const CompletedTooSoon: Story = {
  parameters: notYet.parameters,
  play: async () => {
    const pay = await buyYearly();
    await codeOf('支付宝扫码支付');
    await userEvent.click(within(pay).getByRole('button', { name: '已完成支付' }));
    await expect(await within(pay).findByRole('alert')).toHaveTextContent('暂未查询到支付结果，请完成支付后再试');
    await expect(notYet.server.calls.checks).toContain('DK111');
  },
};

const confirmed = story({ status: () => 1 });

/** 已完成支付 after paying shows 支付成功 at once, without waiting for the 5 s poll. */
export const CompletedPaid: Story = {
  parameters: confirmed.parameters,
  play: async ({ args }) => {
    const pay = await buyYearly();
    await codeOf('支付宝扫码支付');
    await userEvent.click(within(pay).getByRole('button', { name: '已完成支付' }));
    await shown(await within(pay).findByText('支付成功'));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledWith(assistantMember));
  },
};

const givingUp = story();

/** 放弃 closes the payment dialog and resets it: buying again makes a new order; Escape closes it too. */
export const GiveUp: Story = {
  parameters: givingUp.parameters,
  play: async () => {
    const pay = await buyYearly();
    await codeOf('支付宝扫码支付');
    await userEvent.click(within(pay).getByRole('button', { name: '放弃' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument());
    const dialog = await membership();
    await userEvent.click(within(dialog).getByRole('button', { name: '立即购买' }));
    await codeOf('支付宝扫码支付');
    await expect(givingUp.server.calls.orders).toHaveLength(2);
    // Escape closes the payment dialog only; the membership dialog stays.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument());
    await expect(await membership()).toBeVisible();
  },
};
