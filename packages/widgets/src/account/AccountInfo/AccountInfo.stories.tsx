import { type Profile, routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { mock, storyUser, withDubKit } from '../../testing';
import { AccountInfo } from './AccountInfo';

const profile: Profile = {
  nickname: '配音小助手',
  username: 'dk_13800138000',
  phone: '138****8000',
  bindInviterCode: null,
};
const saved = fn().mockName('updateProfile body');

const meta = {
  title: 'Site/AccountInfo',
  component: AccountInfo,
  decorators: [withDubKit],
  parameters: {
    dubkit: { user: storyUser() },
    msw: {
      handlers: [
        mock(routes.account.profile, profile),
        mock(routes.account.updateProfile, ({ body }) => {
          saved(body);
          return null;
        }),
      ],
    },
  },
} satisfies Meta<typeof AccountInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = await canvas.findByLabelText(/用户昵称/);
    await expect(nickname).toHaveValue('配音小助手');
    await expect(canvas.getByText('dk_13800138000')).toBeInTheDocument();
    await expect(canvas.getByText('138****8000')).toBeInTheDocument();
  },
};

/** At most 30 characters, an emoji counting one (a native maxlength would stop at 15). */
export const NicknameInCharacters: Story = {
  play: async ({ canvasElement }) => {
    const nickname = await within(canvasElement).findByLabelText(/用户昵称/);
    await userEvent.clear(nickname);
    await userEvent.click(nickname);
    await userEvent.paste('😀'.repeat(31));
    await expect(nickname).toHaveValue('😀'.repeat(30));
  },
};

export const NicknameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText(/用户昵称/));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('用户昵称不能为空')).toBeInTheDocument();
  },
};

export const Saved: Story = {
  beforeEach: () => saved.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = await canvas.findByLabelText(/用户昵称/);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '声音收藏家');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await expect(saved).toHaveBeenCalledWith({ nickname: '声音收藏家' });
    await expect(nickname).toHaveValue('声音收藏家');
  },
};
