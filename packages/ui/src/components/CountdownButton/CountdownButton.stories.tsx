import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountdownButton } from './CountdownButton';

const meta = {
  title: 'UI/CountdownButton',
  component: CountdownButton,
  args: { children: '获取验证码', remaining: 0, onClick: fn() },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '获取验证码' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Counting: Story = {
  args: { remaining: 58, renderRemaining: (seconds) => `${seconds}秒后重发` },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '58秒后重发' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const DefaultRemainingLabel: Story = {
  args: { remaining: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('9s');
  },
};

export const Sending: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '获取验证码' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '获取验证码' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardKeepsFocus: Story = {
  render: function Render(args) {
    // Stands in for the SMS countdown store: a press starts 60 s.
    const [remaining, setRemaining] = useState(0);
    return (
      <CountdownButton
        {...args}
        remaining={remaining}
        renderRemaining={(seconds) => `${seconds}秒后重发`}
        onClick={(event) => {
          args.onClick?.(event);
          setRemaining(60);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: '60秒后重发' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
