import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { navigateSpy, storyUser, withDubKit } from '../../testing';
import { LoginModal } from '../LoginModal';
import { RightToolbar } from './RightToolbar';

/** The bar is fixed to the viewport's edge; the login modal answers its feedback button for visitors. */
const withLoginModal: Decorator = (Story) => (
  <div style={{ height: 320 }}>
    <Story />
    <LoginModal />
  </div>
);

const meta = {
  title: 'Site/RightToolbar',
  component: RightToolbar,
  decorators: [withLoginModal, withDubKit],
  args: { serviceQrValue: 'https://work.weixin.qq.com/kfid/kfc-dubkit' },
} satisfies Meta<typeof RightToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('complementary', { name: '快捷工具' });
    await userEvent.click(within(bar).getByRole('button', { name: '帮助中心' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/about');
    await userEvent.click(within(bar).getByRole('button', { name: '意见反馈' }));
    await expect(await screen.findByRole('dialog', { name: '登录配音工坊' })).toBeInTheDocument();
  },
};

export const ServiceCode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '客服微信' }));
    const popover = await screen.findByRole('dialog', { name: '客服微信' });
    await expect(await within(popover).findByRole('img', { name: '客服微信二维码' })).toBeInTheDocument();
    await expect(within(popover).getByText('微信扫码添加客服')).toBeInTheDocument();
  },
};

export const FeedbackSignedIn: Story = {
  parameters: { dubkit: { user: storyUser() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '意见反馈' }));
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
    await expect(within(dialog).getByRole('radio', { name: '建议' })).toBeChecked();
  },
};

/** Phones: one floating button at the bottom right; it shows and hides the three actions, Escape hides them again. */
export const PhoneFloating: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('complementary', { name: '快捷工具' });
    const toggle = within(bar).getByRole('button', { name: '快捷工具' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(bar).queryByRole('button', { name: '帮助中心' })).toBeNull();
    const box = toggle.getBoundingClientRect();
    await expect(window.innerWidth - box.right).toBeLessThan(32);
    await expect(window.innerHeight - box.bottom).toBeLessThan(48);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(within(items).getByRole('button', { name: '帮助中心' })).toBeVisible();
    await userEvent.tab();
    await expect(within(items).getByRole('button', { name: '帮助中心' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: '客服微信' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    await waitFor(() => expect(within(items).getByRole('button', { name: '客服微信' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(items).getByRole('button', { name: '帮助中心' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/about');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
