import { routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginModal } from '../../shell/LoginModal';
import { expectCharacterLimit, mock, navigateSpy, storyUser, withDubKit } from '../../testing';
import { PasswordForm } from './PasswordForm';
import { ReloginDialog } from './ReloginDialog';
import type { PasswordOutcome } from './usePasswordForm';

const calls = { update: fn().mockName('updatePassword body'), set: fn().mockName('setPassword body') };

function PasswordPage() {
  const [outcome, setOutcome] = useState<PasswordOutcome | null>(null);
  return (
    <>
      <PasswordForm onSuccess={setOutcome} />
      <ReloginDialog outcome={outcome} onClose={() => setOutcome(null)} />
      <LoginModal />
    </>
  );
}

const handlers = (hasPassword: boolean) => [
  mock(routes.account.hasPassword, hasPassword),
  mock(routes.account.updatePassword, ({ body }) => {
    calls.update(body);
    return null;
  }),
  mock(routes.account.setPassword, ({ body }) => {
    calls.set(body);
    return null;
  }),
];

const meta = {
  title: 'Site/PasswordForm',
  component: PasswordForm,
  decorators: [withDubKit],
  render: () => <PasswordPage />,
  parameters: { dubkit: { user: storyUser() }, msw: { handlers: handlers(true) } },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Change: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCharacterLimit(await canvas.findByLabelText(/旧密码/), 30);
    await expect(canvas.getByRole('heading', { name: '修改密码' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/新密码/)).toHaveAccessibleDescription('密码为 6-20 位字母、数字或 _ @ ! 组合');
    await expect(canvas.getByLabelText(/确认密码/)).toHaveAttribute('placeholder', '请再次输入确认密码');
  },
};

export const ChangeValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: '确认修改' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('旧密码不能为空')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/旧密码/), 'old_pass1');
    await userEvent.click(submit);
    await expect(await canvas.findByText('新密码不能为空')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/新密码/), 'bad pass');
    await userEvent.click(submit);
    await expect(await canvas.findByText('密码格式错误')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText(/新密码/));
    await userEvent.type(canvas.getByLabelText(/新密码/), 'new_pass@1');
    await userEvent.click(submit);
    await expect(await canvas.findByText('确认密码不能为空')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/确认密码/), 'new_pass@2');
    await userEvent.click(submit);
    await expect(await canvas.findByText('两次输入密码不相同')).toBeInTheDocument();
    await expect(calls.update).not.toHaveBeenCalled();
  },
};

export const Changed: Story = {
  beforeEach: () => calls.update.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/旧密码/), 'old_pass1');
    await userEvent.type(canvas.getByLabelText(/新密码/), 'new_pass@1');
    await userEvent.type(canvas.getByLabelText(/确认密码/), 'new_pass@1');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    const dialog = await screen.findByRole('dialog', { name: '密码修改成功' });
    await expect(dialog).toHaveAccessibleDescription('请使用新密码重新登录');
    await expect(calls.update).toHaveBeenCalledWith({ oldPassword: 'old_pass1', newPassword: 'new_pass@1' });
    await expect(navigateSpy).toHaveBeenLastCalledWith('/home');
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    await expect(await screen.findByRole('dialog', { name: '登录配音工坊' })).toBeInTheDocument();
  },
};

export const SetFirst: Story = {
  parameters: { msw: { handlers: handlers(false) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '设置密码' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/旧密码/)).toBeNull();
    await expect(canvas.getByLabelText(/新密码/)).toHaveAccessibleDescription('密码为 6-16 位字母、数字或 _ @ ! 组合');
  },
};

export const SetDone: Story = {
  parameters: { msw: { handlers: handlers(false) } },
  beforeEach: () => calls.set.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/新密码/), 'first@pw');
    await userEvent.type(canvas.getByLabelText(/确认密码/), 'first@pw');
    await userEvent.click(canvas.getByRole('button', { name: '确认设置' }));
    await expect(await screen.findByRole('dialog', { name: '密码设置成功' })).toBeInTheDocument();
    await expect(calls.set).toHaveBeenCalledWith({ newPassword: 'first@pw' });
    await waitFor(() => expect(navigateSpy).toHaveBeenLastCalledWith('/home'));
  },
};
