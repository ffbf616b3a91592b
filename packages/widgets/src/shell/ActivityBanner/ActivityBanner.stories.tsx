import { type ActivityBanner as Banner, routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mock, navigateSpy, storyUser, withDubKit } from '../../testing';
import { ActivityBanner } from './ActivityBanner';

const image = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="120" viewBox="0 0 1440 120"><rect width="1440" height="120" fill="#1f5eff"/><text x="720" y="70" font-size="40" text-anchor="middle" fill="#fff">新用户开通会员立享 8 折</text></svg>',
)}`;

const banner = (patch: Partial<Banner> = {}): Banner => ({
  name: '新用户开通会员立享 8 折',
  link: '/home?vip=1',
  imagePath: image,
  beginTimeMillis: Date.now() - 86_400_000,
  endTimeMillis: Date.now() + 86_400_000,
  valid: true,
  closeable: true,
  ...patch,
});

const meta = {
  title: 'Site/ActivityBanner',
  component: ActivityBanner,
  decorators: [withDubKit],
  parameters: { msw: { handlers: [mock(routes.settings.activityBanner, banner())] } },
} satisfies Meta<typeof ActivityBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closeable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('complementary', { name: '新用户开通会员立享 8 折' });
    await userEvent.click(within(region).getByRole('link', { name: '新用户开通会员立享 8 折' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/home?vip=1');
    await userEvent.click(within(region).getByRole('button', { name: '关闭活动横幅' }));
    await waitFor(() => expect(canvas.queryByRole('complementary')).toBeNull());
  },
};

export const NotCloseable: Story = {
  parameters: { msw: { handlers: [mock(routes.settings.activityBanner, banner({ closeable: false }))] } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('complementary');
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/** The offer is for those who are not members yet: a signed-in user without membership sees it. */
export const SignedInNotMember: Story = {
  parameters: { dubkit: { user: storyUser({ vipLevel: 0 }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('complementary', { name: '新用户开通会员立享 8 折' });
  },
};

export const Member: Story = {
  parameters: { dubkit: { user: storyUser({ vipLevel: 2 }) } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

export const NoneRunning: Story = {
  parameters: { msw: { handlers: [mock(routes.settings.activityBanner, null)] } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

export const Ended: Story = {
  parameters: {
    msw: { handlers: [mock(routes.settings.activityBanner, banner({ endTimeMillis: Date.now() - 1000 }))] },
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};
