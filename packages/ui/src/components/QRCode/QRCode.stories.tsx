import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QRCode, type QRCodeStatus } from './QRCode';

const meta = {
  title: 'UI/QRCode',
  component: QRCode,
  args: {
    value: 'https://pay.dubkit.example/order/20260101000123?amount=19.90',
    label: '微信扫码支付',
    onRefresh: fn(),
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const code = await within(canvasElement).findByRole('img', { name: '微信扫码支付' });
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7/);
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Loading: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('二维码加载中');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: { status: 'expired' },
  play: async ({ args, canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: '二维码已失效，点击刷新' });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

export const Paid: Story = {
  args: { status: 'paid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('支付成功');
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

function RefreshingCode() {
  const [order, setOrder] = useState(1);
  const [status, setStatus] = useState<QRCodeStatus>('expired');
  return (
    <QRCode
      value={`https://pay.dubkit.example/order/${order}`}
      label="支付宝扫码支付"
      size={160}
      status={status}
      onRefresh={() => {
        setOrder((n) => n + 1);
        setStatus('active');
      }}
    />
  );
}

export const RefreshByKeyboard: Story = {
  render: () => <RefreshingCode />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '二维码已失效，点击刷新' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('button')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('img', { name: '支付宝扫码支付' })).toBeInTheDocument();
  },
};
