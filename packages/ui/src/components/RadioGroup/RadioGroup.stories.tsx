import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const suggestion = { value: 1, label: '产品建议' };
const other = { value: 0, label: '其他' };
const feedbackTypes = [suggestion, { value: 2, label: '功能异常' }, other];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: '反馈类型', options: feedbackTypes, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: '反馈类型' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '功能异常' }));
    await expect(canvas.getByRole('radio', { name: '功能异常' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const WithValue: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '其他' })).toBeChecked();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '产品建议' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '功能异常' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '功能异常' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '产品建议' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '产品建议' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '功能异常' })).toBeChecked();
  },
};

export const DisabledOption: Story = {
  args: {
    options: [suggestion, { value: 2, label: '功能异常', disabled: true }, other],
    defaultValue: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '产品建议' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '其他' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 1 },
  play: async ({ args, canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.click(radios[1] as HTMLElement, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { required: true, errorMessage: '请选择反馈类型' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: '反馈类型' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('请选择反馈类型');
  },
};
