import { routes } from '@dubkit/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mock, navigateSpy, storyUser, withDubKit } from '../../testing';
import { LoginModal } from '../LoginModal';
import { SiteHeader } from './SiteHeader';

const memberInfo = {
  newUser: false,
  vipLevel: 3,
  vipName: '钻石会员',
  endTime: Date.UTC(2030, 0, 1),
  expired: false,
  showRenew: false,
};

const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  decorators: [withDubKit],
  args: { currentPath: '/home' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product tabs as read, the NEW badge's text included. */
const TAB_TEXTS = ['首页', 'AI配音', 'AI样音', 'AI绘画new', 'AI写作', '智能工具', '创作中心', '下载'];

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(TAB_TEXTS);
    await expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '开通会员' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'AI配音' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/anchors');
    // A login-required tab waits for the login instead of leaving.
    navigateSpy.mockClear();
    await userEvent.click(within(nav).getByRole('link', { name: /AI绘画/ }));
    await expect(navigateSpy).not.toHaveBeenCalled();
  },
};

export const SiblingBrand: Story = {
  parameters: { dubkit: { brand: 'sibling' } },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'DubKit' });
    const mark = home.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(mark).toHaveTextContent('D');
    // The sibling theme's violet.
    await expect(getComputedStyle(mark).backgroundColor).toBe('rgb(109, 40, 217)');
  },
};

export const CurrentTab: Story = {
  args: { currentPath: '/account/userinfo' },
  parameters: { dubkit: { user: storyUser() } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主导航' });
    await expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { currentPath: '/anchors' },
  parameters: { dubkit: { user: storyUser() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'AI配音' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '开通会员' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /配音小助手\s*的账户菜单/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /AI绘画/ }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/draws');
    await userEvent.click(canvas.getByRole('link', { name: '分享得会员' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/inviter');
  },
};

export const Member: Story = {
  parameters: {
    dubkit: { user: storyUser({ vipLevel: 3, nickname: '声音收藏家' }) },
    msw: { handlers: [mock(routes.trade.memberInfo, memberInfo)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '钻石会员' })).toBeVisible();
  },
};

export const ExpiredMember: Story = {
  parameters: {
    dubkit: { user: storyUser({ vipLevel: 2 }) },
    msw: { handlers: [mock(routes.trade.memberInfo, { ...memberInfo, vipName: '黄金会员', expired: true })] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '开通会员' })).toBeVisible();
  },
};

export const AccountMenu: Story = {
  parameters: { dubkit: { user: storyUser() } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /配音小助手\s*的账户菜单/ });
    await userEvent.hover(trigger);
    const menu = await screen.findByRole('menu', { name: '配音小助手的账户菜单' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['个人中心', '创作中心', '消费记录', '退出登录']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '消费记录' }));
    await expect(navigateSpy).toHaveBeenLastCalledWith('/account/trade_flow');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const AccountMenuByKeyboard: Story = {
  parameters: { dubkit: { user: storyUser() } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /配音小助手\s*的账户菜单/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '个人中心' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(navigateSpy).toHaveBeenLastCalledWith('/account/userinfo');
  },
};

export const Logout: Story = {
  parameters: { dubkit: { user: storyUser() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /配音小助手\s*的账户菜单/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await expect(await canvas.findByRole('button', { name: '登录/注册' })).toBeVisible();
    await expect(await screen.findByText('已退出登录')).toBeInTheDocument();
    await expect(navigateSpy).toHaveBeenLastCalledWith('/home');
  },
};

export const LoginRequiredTabContinues: Story = {
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <LoginModal />
    </>
  ),
  parameters: { msw: { handlers: [mock(routes.auth.loginByPassword, storyUser({ nickname: '刚登录' }))] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: /AI写作/ }));
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await expect(navigateSpy).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('用户名/手机号'), 'dubber');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'dub_2024');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigateSpy).toHaveBeenLastCalledWith('/gpt'));
    await expect(await within(canvasElement).findByRole('button', { name: /刚登录/ })).toBeInTheDocument();
  },
};

const phone = { viewport: { value: 'phone', isRotated: false } };
const menuButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '打开导航菜单' });

/** Phones: the tabs and actions are behind the menu button; a click opens the drawer, the mask and Escape close it. */
export const PhoneMenuClosed: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '登录/注册' })).toBeNull();
    const button = menuButton(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: '导航菜单' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', drawer.id);
    await userEvent.click(drawer.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '导航菜单' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Phones, signed in: the keyboard opens the drawer, which lists the tabs and account links; a chosen link closes it. */
export const PhoneMenuOpen: Story = {
  globals: phone,
  args: { currentPath: '/anchors' },
  parameters: { dubkit: { user: storyUser() } },
  play: async ({ canvasElement }) => {
    const button = menuButton(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    const drawer = within(await screen.findByRole('dialog', { name: '导航菜单' }));
    const nav = within(drawer.getByRole('navigation', { name: '主导航' }));
    await waitFor(() => expect(nav.getByRole('link', { name: '首页' })).toHaveFocus());
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(TAB_TEXTS);
    await expect(nav.getByRole('link', { name: 'AI配音' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: '分享得会员' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: '开通会员' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '消费记录' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: '退出登录' })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'AI样音' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigateSpy).toHaveBeenLastCalledWith('/samples');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    // Left open: the drawer as a phone shows it.
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: '导航菜单' });
  },
};
