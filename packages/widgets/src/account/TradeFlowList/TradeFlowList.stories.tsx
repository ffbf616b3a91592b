import { routes, type TradeFlow } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mock, storyUser, withDubKit } from '../../testing';
import { TradeFlowList } from './TradeFlowList';

const flows: TradeFlow[] = Array.from({ length: 23 }, (_, index) => ({
  tradeTime: new Date(2024, 5, 30 - index, 10, 30, 0).getTime(),
  code: `DK2024063${String(index).padStart(4, '0')}`,
  title: index % 5 === 4 ? '邀请奖励' : '购买黄金会员',
  details: index % 5 === 4 ? '好友注册奖励' : '月度会员（30天）',
  amount: index % 5 === 4 ? 5 : 29,
  sign: index % 5 === 4 ? 1 : -1,
}));

const meta = {
  title: 'Site/TradeFlowList',
  component: TradeFlowList,
  decorators: [withDubKit],
  parameters: {
    dubkit: { user: storyUser() },
    msw: {
      handlers: [
        mock(routes.trade.flows, ({ body }) => {
          const { page, pageSize } = body as { page: number; pageSize: number };
          return { total: flows.length, list: flows.slice((page - 1) * pageSize, page * pageSize) };
        }),
      ],
    },
  },
} satisfies Meta<typeof TradeFlowList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '消费记录' });
    await expect(await within(table).findByText('DK20240630000')).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getAllByText('-29.00')).toHaveLength(8);
    await expect(within(table).getAllByText('+5.00')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(await within(table).findByText('DK20240630022')).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mock(routes.trade.flows, { total: 0, list: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
