import { PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import { Button } from '@dubkit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shown } from '../../testing/reply';
import { asrServer } from '../../testing/tools/asr';
import { TOOLS_STORY } from '../../testing/tools/stories';
import { withDubKit } from '../../testing/withDubKit';
import { MemberPlanPaymentDialog } from './MemberPlanPaymentDialog';
import { useMemberPlanPayment } from './useMemberPlanPayment';

/** A plan's buy button and its payment dialog, as a plan page puts them together. */
function MemberPlanHost({ onPaid, pollIntervalMs }: { onPaid: () => void; pollIntervalMs?: number }) {
  const payment = useMemberPlanPayment({ productType: PRODUCT_TYPE.asr, productId: 201, onPaid, pollIntervalMs });
  return (
    <>
      <Button onClick={payment.start}>立即开通</Button>
      <MemberPlanPaymentDialog payment={payment} price={288} successText="转写会员已生效" />
    </>
  );
}

function story(options?: Parameters<typeof asrServer>[0]) {
  const server = asrServer(options);
  return {
    server,
    parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
  };
}

const waiting = story();

const meta = {
  title: 'Membership/MemberPlanPaymentDialog',
  component: MemberPlanHost,
  decorators: [withDubKit],
  args: { onPaid: fn(), pollIntervalMs: 50 },
  parameters: waiting.parameters,
} satisfies Meta<typeof MemberPlanHost>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '立即开通' }));
  const pay = await screen.findByRole('dialog', { name: '扫码支付' });
  await shown(pay);
  return pay;
}

/** Alipay first: the amount, its code and hint; only the shown tab's order is checked; 放弃 resets both tabs. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const pay = await open(canvasElement);
    await expect(pay.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(await within(pay).findByRole('img', { name: '支付宝扫码支付' })).toBeVisible();
    await expect(within(pay).getByText(/应付金额/)).toHaveTextContent('应付金额¥288');
    await userEvent.click(within(pay).getByRole('tab', { name: '微信' }));
    await expect(await within(pay).findByRole('img', { name: '微信扫码支付' })).toBeVisible();
    const before = waiting.server.calls.checks.length;
    await waitFor(() => expect(waiting.server.calls.checks.length).toBeGreaterThan(before + 1));
    await expect(new Set(waiting.server.calls.checks.slice(before + 1))).toEqual(new Set(['ASR20122']));
    await userEvent.click(within(pay).getByRole('button', { name: '放弃' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument());
    const again = await open(canvasElement);
    await expect(within(again).getByRole('tab', { name: '支付宝' })).toHaveAttribute('aria-selected', 'true');
    await expect(waiting.server.calls.orders.map((order) => order.productType)).toEqual([200, 200, 200]);
  },
};

const expiring = story({ status: (orderNo) => (orderNo.endsWith('1') ? -1 : 0) });

/** An expired code is refreshed by a click: a new order, a new code. */
export const ExpiredQr: Story = {
  parameters: expiring.parameters,
  play: async ({ canvasElement }) => {
    const pay = await open(canvasElement);
    const refresh = await within(pay).findByRole('button', { name: '二维码已失效，点击刷新' });
    await expect(within(pay).getByRole('button', { name: '已完成支付' })).toBeDisabled();
    await userEvent.click(refresh);
    await waitFor(() => expect(expiring.server.calls.orders).toHaveLength(2));
    await expect(within(pay).queryByRole('button', { name: '二维码已失效，点击刷新' })).not.toBeInTheDocument();
  },
};

const paying = story({ status: () => 1 });

/** Paid: 支付成功 with the host's text, and the host told to reload its plan. */
export const Paid: Story = {
  parameters: paying.parameters,
  play: async ({ canvasElement, args }) => {
    const pay = await open(canvasElement);
    await shown(await within(pay).findByText('支付成功'));
    await expect(within(pay).getByText('转写会员已生效')).toBeVisible();
    await waitFor(() => expect(args.onPaid).toHaveBeenCalled());
  },
};
