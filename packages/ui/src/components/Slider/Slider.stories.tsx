import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider';

const speed = (value: number) => `${value.toFixed(1)}x`;

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: '语速', min: 0.5, max: 2, step: 0.1, defaultValue: 1, formatValue: speed, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: '语速' });
    await expect(slider).toHaveAttribute('aria-valuetext', '1.0x');
    await expect(canvas.getByText('1.0x')).toBeVisible();
    await userEvent.click(slider);
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('1.1');
    await expect(slider).toHaveAttribute('aria-valuetext', '1.1x');
    await expect(canvas.getByText('1.1x')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(1.1);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: '语速' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuetext', '2.0x');
    await userEvent.keyboard('{PageDown}');
    await expect(slider).toHaveAttribute('aria-valuetext', '1.8x');
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', '1.6x');
    await userEvent.keyboard('{PageUp}{ArrowUp}');
    await expect(slider).toHaveAttribute('aria-valuetext', '1.9x');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', '0.5x');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.5);
  },
};

export const Pitch: Story = {
  args: { label: '语调', min: -500, max: 500, step: 5, defaultValue: 0, formatValue: String, pageStep: 50 },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: '语调' });
    await userEvent.click(slider);
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{PageUp}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '-445');
  },
};

export const Controlled: Story = {
  args: { label: '音量', min: 0, max: 100, step: 1, formatValue: (v) => `${v}%` },
  render: function Render(args) {
    const [volume, setVolume] = useState(80);
    return (
      <>
        <Slider {...args} value={volume} onChange={setVolume} />
        <button type="button" onClick={() => setVolume(50)}>
          恢复默认
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: '音量' });
    await expect(slider).toHaveAttribute('aria-valuetext', '80%');
    await userEvent.click(canvas.getByRole('button', { name: '恢复默认' }));
    await expect(slider).toHaveAttribute('aria-valuetext', '50%');
  },
};

export const WithDescription: Story = {
  args: {
    label: '情感强度',
    min: 0.01,
    max: 2,
    step: 0.01,
    defaultValue: 1,
    formatValue: (v) => v.toFixed(2),
    description: '数值越大情绪越强烈',
  },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: '情感强度' });
    await expect(slider).toHaveAccessibleDescription('数值越大情绪越强烈');
    await userEvent.click(slider);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', '0.97');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 1.5 },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: '语速' });
    await expect(slider).toBeDisabled();
    await expect(slider).toHaveAttribute('aria-valuetext', '1.5x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
