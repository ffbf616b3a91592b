import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const loginTabs = [
  { key: 'password', label: '密码登录', panel: <p>账号密码登录表单</p> },
  { key: 'sms', label: '短信登录', panel: <p>手机验证码登录表单</p> },
  { key: 'wechat', label: '微信登录', panel: <p>微信扫码登录</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { 'aria-label': '登录方式', items: loginTabs, onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: '登录方式' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '密码登录' })).toHaveTextContent('账号密码登录表单');
    await userEvent.click(canvas.getByRole('tab', { name: '短信登录' }));
    await expect(canvas.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '短信登录' })).toHaveTextContent('手机验证码登录表单');
    await expect(args.onChange).toHaveBeenLastCalledWith('sms');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'wechat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('微信扫码登录');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '密码登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '短信登录' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '微信登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '密码登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('wechat');
  },
};

export const DisabledTab: Story = {
  args: {
    items: [loginTabs[0], { key: 'sms', label: '短信登录', disabled: true }, loginTabs[2]].filter((tab) => !!tab),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '短信登录' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: '密码登录' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '微信登录' })).toHaveFocus();
  },
};

export const SharedPanel: Story = {
  args: {
    'aria-label': '主播来源',
    items: [
      { key: 'favorites', label: '我的收藏' },
      { key: 'search', label: '搜索' },
    ],
    children: <p>主播卡片列表</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '搜索' }));
    await expect(canvas.getByRole('tabpanel', { name: '搜索' })).toHaveTextContent('主播卡片列表');
  },
};

export const Vertical: Story = {
  args: {
    'aria-label': '智能工具',
    orientation: 'vertical',
    items: [
      { key: 'video', label: '视频提取', panel: <p>上传视频提取文案</p> },
      { key: 'text', label: '文案提取', panel: <p>粘贴链接提取文案</p> },
      { key: 'ocr', label: '图片识别', panel: <p>上传图片识别文字</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: '视频提取' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: '图片识别' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('上传图片识别文字');
  },
};
