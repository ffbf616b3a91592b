import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './Input';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { label: '作品名称', placeholder: '请输入作品名称', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '作品名称' });
    await userEvent.type(input, '新闻播报');
    await expect(input).toHaveValue('新闻播报');
    await expect(args.onChange).toHaveBeenLastCalledWith('新闻播报', expect.anything());
  },
};

export const WithValue: Story = {
  args: { defaultValue: '产品宣传片配音', description: '最多 20 个字' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '作品名称' });
    await expect(input).toHaveValue('产品宣传片配音');
    await expect(input).toHaveAccessibleDescription('最多 20 个字');
  },
};

/** The limit counts characters as the server does: an emoji is one, not the two UTF-16 units a native maxlength sees. */
export const MaxLengthInCharacters: Story = {
  args: { maxLength: 5 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '作品名称' });
    await userEvent.click(input);
    await userEvent.paste('😀'.repeat(6));
    await expect(input).toHaveValue('😀'.repeat(5));
    await expect(args.onChange).toHaveBeenLastCalledWith('😀'.repeat(5), expect.anything());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '作品名称' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('配音');
    await expect(input).toHaveValue('配音');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'dubkit_user' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '作品名称' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('dubkit_user');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { label: '手机号', placeholder: '请输入手机号', defaultValue: '1234', errorMessage: '手机号格式不正确' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '手机号' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('手机号格式不正确');
  },
};

export const WithAdornments: Story = {
  args: {
    label: '邀请码',
    placeholder: '选填',
    prefix: <span aria-hidden="true">#</span>,
    suffix: <span>首次注册有效</span>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '邀请码' }), 'AB12');
    await expect(canvas.getByRole('textbox', { name: '邀请码' })).toHaveValue('AB12');
  },
};

export const Controlled: Story = {
  args: { label: '昵称' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <div style={{ maxWidth: 320 }}>
        <Input {...args} value={value} onChange={(next) => setValue(next.slice(0, 6))} />
        <p>已输入 {value.length} 字</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '昵称' }), '配音工坊的创作者');
    await expect(canvas.getByRole('textbox', { name: '昵称' })).toHaveValue('配音工坊的创');
    await expect(canvas.getByText('已输入 6 字')).toBeVisible();
  },
};

export const Unlabelled: Story = {
  args: { label: undefined, 'aria-label': '作品名称', placeholder: '未命名作品' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '作品名称' })).toBeVisible();
  },
};
