import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigateSpy, withDubKit } from '../../testing';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  decorators: [withDubKit],
  args: { appDownloadUrl: 'https://dubkit.cn/download' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { name: '联系我们' })).toBeInTheDocument();
    await expect(await within(footer).findByRole('img', { name: '配音工坊 App 下载二维码' })).toBeInTheDocument();
    await expect(within(footer).getByRole('link', { name: '浙ICP备2023012345号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    await userEvent.click(within(footer).getByRole('link', { name: '用户协议' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/protocol');
    await userEvent.click(within(footer).getByRole('link', { name: '隐私政策' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/privacy');
  },
};
