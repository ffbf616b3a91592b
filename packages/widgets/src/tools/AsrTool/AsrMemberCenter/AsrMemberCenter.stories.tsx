import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { shown } from '../../../testing/reply';
import { asrExpiredMember, asrMember, asrServer } from '../../../testing/tools/asr';
import { PATIENCE, TOOLS_STORY } from '../../../testing/tools/stories';
import { withDubKit } from '../../../testing/withDubKit';
import { AsrMemberCenter } from './AsrMemberCenter';

function story(options?: Parameters<typeof asrServer>[0]) {
  const server = asrServer(options);
  return {
    server,
    parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
  };
}

const none = story();

const meta = {
  title: 'Tools/AsrTool/MemberCenter',
  component: AsrMemberCenter,
  decorators: [withDubKit],
  args: { pollIntervalMs: 50 },
  parameters: none.parameters,
} satisfies Meta<typeof AsrMemberCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement, title: string) =>
  (await within(canvasElement).findByText(title, {}, PATIENCE)).closest('li') as HTMLElement;

/** Not opened: the user, 未开通, the plan cards with name, title, promotion, prices, saving and minutes. */
export const NotOpened: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('转写会员：未开通', {}, PATIENCE)).toBeVisible();
    await expect(within(canvasElement).getByText('配音小助手')).toBeVisible();
    const yearly = await card(canvasElement, '年度会员');
    await expect(yearly).toHaveTextContent('转写会员');
    await expect(yearly).toHaveTextContent('限时特惠');
    await expect(yearly).toHaveTextContent('¥288');
    await expect(within(yearly).getByText('原价 ¥360').tagName).toBe('S');
    await expect(yearly).toHaveTextContent('立省 ¥72');
    await expect(yearly).toHaveTextContent('每月 500 分钟转写时长');
    const monthly = await card(canvasElement, '月度会员');
    await expect(monthly).not.toHaveTextContent('原价');
    await expect(monthly).not.toHaveTextContent('立省');
  },
};

const active = story({ member: asrMember });

/** Active (vipLevel > 0): the badge, the end date and this month's minutes. */
export const Active: Story = {
  parameters: active.parameters,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('转写会员：会员有效期至 2027-01-01', {}, PATIENCE),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('会员')).toBeVisible();
    await expect(within(canvasElement).getByText('本月已用 123.4 分钟，剩余 376.6 分钟（共 500 分钟）')).toBeVisible();
  },
};

const expired = story({ member: asrExpiredMember });

export const Expired: Story = {
  parameters: expired.parameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('转写会员：已过期（2026-01-01）', {}, PATIENCE)).toBeVisible();
    await expect(within(canvasElement).queryByText('会员', { exact: true })).toBeNull();
    await expect(within(canvasElement).getByText('本月已用 30 分钟，剩余 0 分钟（共 30 分钟）')).toBeVisible();
  },
};

const paying = story({ status: () => 0 });

/** 立即开通: the shared 375 px payment dialog, Alipay first (product type 200), WeChat its own order. */
export const PaymentDialog: Story = {
  parameters: paying.parameters,
  play: async ({ canvasElement }) => {
    await card(canvasElement, '年度会员');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即开通：年度会员' }));
    const pay = await screen.findByRole('dialog', { name: '扫码支付' });
    await shown(pay);
    await expect(pay.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(within(pay).getByRole('tab', { name: '支付宝' })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(pay).findByRole('img', { name: '支付宝扫码支付' })).toBeVisible();
    await expect(within(pay).getByText(/应付金额/)).toHaveTextContent('应付金额¥288');
    await userEvent.click(within(pay).getByRole('tab', { name: '微信' }));
    await expect(await within(pay).findByRole('img', { name: '微信扫码支付' })).toBeVisible();
    await expect(paying.server.calls.orders).toEqual([
      { productType: 200, productId: 201, payMethod: 1 },
      { productType: 200, productId: 201, payMethod: 2 },
    ]);
    await userEvent.click(within(pay).getByRole('button', { name: '放弃' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument());
  },
};

const paid = story({ status: () => 1 });

/** Paid: 支付成功 with the new end date; the header shows the active plan. */
export const Paid: Story = {
  parameters: paid.parameters,
  play: async ({ canvasElement }) => {
    await card(canvasElement, '月度会员');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即开通：月度会员' }));
    const pay = await screen.findByRole('dialog', { name: '扫码支付' });
    await shown(await within(pay).findByText('支付成功', {}, PATIENCE));
    await expect(await within(pay).findByText('转写会员已开通，有效期至 2027-01-01')).toBeVisible();
    await userEvent.click(within(pay).getByRole('button', { name: '完成' }));
    await expect(await within(canvasElement).findByText('转写会员：会员有效期至 2027-01-01')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const yearly = await card(canvasElement, '年度会员');
    await expect(within(yearly).getByRole('button', { name: '立即开通：年度会员' })).toBeVisible();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
