import { type Profile, routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { expectCharacterLimit, fail, mock, storyUser, withDubKit } from '../../testing';
import { InviterBind } from './InviterBind';

const profile: Profile = { nickname: '配音小助手', username: 'dk_1', phone: '138****8000', bindInviterCode: null };
const bound = fn().mockName('bind query');

const meta = {
  title: 'Site/InviterBind',
  component: InviterBind,
  decorators: [withDubKit],
  parameters: {
    dubkit: { user: storyUser() },
    msw: {
      handlers: [
        mock(routes.account.profile, profile),
        mock(routes.account.bindInviter, ({ query }) => {
          bound(query.get('code'));
          return query.get('code') === '000000' ? fail(400, '邀请码不存在') : null;
        }),
      ],
    },
  },
} satisfies Meta<typeof InviterBind>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotBound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('邀请码');
    await expect(input).toHaveAttribute('placeholder', '请输入 6 位数字邀请码');
    await expectCharacterLimit(input, 10);
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    await expect(await canvas.findByText('邀请码不能为空')).toBeInTheDocument();
  },
};

export const BindOnce: Story = {
  beforeEach: () => bound.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('邀请码'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    await expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    await expect(bound).toHaveBeenCalledWith('135790');
    await expect(await canvas.findByRole('button', { name: '已绑定' })).toBeDisabled();
    await expect(canvas.getByLabelText('邀请码')).toBeDisabled();
  },
};

export const Rejected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('邀请码'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    await expect(await screen.findByText('邀请码不存在')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '绑定' })).toBeEnabled();
  },
};

export const BoundAfterAWrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('邀请码');
    await userEvent.type(input, '000000');
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    await screen.findByText('邀请码不存在');
    await userEvent.clear(input);
    await userEvent.type(input, '135790');
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    await expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    await expect(screen.queryByText('邀请码不存在')).not.toBeInTheDocument();
  },
};

export const AlreadyBound: Story = {
  parameters: { msw: { handlers: [mock(routes.account.profile, { ...profile, bindInviterCode: '246802' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('邀请码');
    await expect(input).toHaveValue('246802');
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('邀请码已绑定，不可更改');
    await expect(canvas.getByRole('button', { name: '已绑定' })).toBeDisabled();
  },
};
