import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { label: '试听文本', placeholder: '请输入试听内容', maxLength: 100, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Textarea {...args} />
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '试听文本' });
    await expect(textarea).toHaveAccessibleDescription('0/100');
    await userEvent.type(textarea, '欢迎使用配音工坊');
    await expect(textarea).toHaveValue('欢迎使用配音工坊');
    await expect(canvas.getByText('8/100')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('欢迎使用配音工坊');
  },
};

export const MaxLength: Story = {
  args: { label: '灵感描述', maxLength: 10, defaultValue: '一段关于春天的' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '灵感描述' });
    await userEvent.type(textarea, '短视频文案');
    await expect(textarea).toHaveValue('一段关于春天的短视频');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

/** The limit counts characters as the server does: an emoji is one, not the two UTF-16 units a native maxlength sees. */
export const MaxLengthInCharacters: Story = {
  args: { label: '灵感描述', maxLength: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '灵感描述' });
    await userEvent.click(textarea);
    await userEvent.paste('🎙'.repeat(12));
    await expect(textarea).toHaveValue('🎙'.repeat(10));
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { description: 'Ctrl+Enter 发送' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '试听文本' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('第一行{Enter}第二行');
    await expect(textarea).toHaveValue('第一行\n第二行');
    await expect(textarea).toHaveAccessibleDescription('Ctrl+Enter 发送 7/100');
  },
};

export const WithoutCounter: Story = {
  args: { maxLength: undefined, label: '反馈内容', placeholder: '说点什么...', rows: 6 },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '反馈内容' });
    await userEvent.type(textarea, '很好用');
    await expect(textarea).not.toHaveAttribute('aria-describedby');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '合成中，暂不可编辑' },
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '试听文本' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: '   ', errorMessage: '试听内容不能为空' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '试听文本' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('试听内容不能为空 3/100');
  },
};

export const OverLimit: Story = {
  args: { label: '文案', value: '这段文案超出了上限', maxLength: 6 },
  play: async ({ canvasElement }) => {
    const counter = within(canvasElement).getByText('9/6');
    await expect(counter).toHaveAttribute('data-over');
  },
};
