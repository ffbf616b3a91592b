import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'UI/PasswordInput',
  component: PasswordInput,
  args: { label: '密码', placeholder: '请输入密码', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <PasswordInput {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('密码', { selector: 'input' });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = passwordField(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'dub2026');
    await expect(input).toHaveValue('dub2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('dub2026', expect.anything());
  },
};

export const ShowHide: Story = {
  args: { defaultValue: 'dub2026' },
  play: async ({ canvasElement }) => {
    const input = passwordField(canvasElement);
    const toggle = within(canvasElement).getByRole('button', { name: '显示密码' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = {
  args: { defaultValue: 'dub2026', defaultVisible: true },
  play: async ({ canvasElement }) => {
    await expect(passwordField(canvasElement)).toHaveAttribute('type', 'text');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordField(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret');
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('button', { name: '显示密码' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'dub2026' },
  play: async ({ canvasElement }) => {
    await expect(passwordField(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: '显示密码' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { label: '确认密码', defaultValue: 'dub', errorMessage: '两次输入的密码不一致' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('确认密码', { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('两次输入的密码不一致');
  },
};

export const CustomToggleLabel: Story = {
  args: { label: 'Password', toggleLabel: 'Show password', placeholder: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
    await expect(within(canvasElement).getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'type',
      'text',
    );
  },
};
