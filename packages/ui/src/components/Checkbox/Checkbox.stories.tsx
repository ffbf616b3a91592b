import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: '我已阅读并同意用户协议', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '我已阅读并同意用户协议' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '我已阅读并同意用户协议' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('我已阅读并同意用户协议'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '我已阅读并同意用户协议' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { children: '全选', indeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '全选' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const SelectAll: Story = {
  render: function Render() {
    const [picked, setPicked] = useState<string[]>(['新闻播报']);
    const all = ['新闻播报', '有声读物', '广告配音'];
    const toggle = (name: string, on: boolean) =>
      setPicked((current) => (on ? [...current, name] : current.filter((n) => n !== name)));
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          checked={picked.length === all.length}
          indeterminate={picked.length > 0 && picked.length < all.length}
          onChange={(on) => setPicked(on ? all : [])}
        >
          全选
        </Checkbox>
        {all.map((name) => (
          <Checkbox key={name} checked={picked.includes(name)} onChange={(on) => toggle(name, on)}>
            {name}
          </Checkbox>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '广告配音' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '我已阅读并同意用户协议' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: '请先阅读并同意用户协议' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '我已阅读并同意用户协议' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('请先阅读并同意用户协议');
  },
};
