import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const sexOptions = [
  { value: 0, label: '全部' },
  { value: 1, label: '男声' },
  { value: 2, label: '女声' },
  { value: 3, label: '童声' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: '音色', placeholder: '请选择', options: sexOptions, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240, minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '音色' });
    await expect(combobox).toHaveTextContent('请选择');
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: '音色' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(within(listbox).getByRole('option', { name: '女声' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(combobox).toHaveTextContent('女声');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveFocus();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '音色' });
    await expect(combobox).toHaveTextContent('男声');
    await userEvent.click(combobox);
    await expect(canvas.getByRole('option', { name: '男声' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '音色' });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: '全部' }).id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: '女声' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(combobox).toHaveTextContent('女声');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{End}');
    await expect(combobox).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: '童声' }).id);
    await userEvent.keyboard('{Home}{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveTextContent('女声');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Typeahead: Story = {
  args: {
    label: '语言',
    options: [
      { value: 'en', label: 'English' },
      { value: 'es', label: 'Español' },
      { value: 'fr', label: 'Français' },
      { value: 'de', label: 'Deutsch' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: '语言' });
    await userEvent.tab();
    await userEvent.keyboard('f');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('fr');
    await expect(combobox).toHaveTextContent('Français');
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await expect(canvas.getByRole('option', { name: '女声' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledOption: Story = {
  args: { options: [...sexOptions.slice(0, 3), { value: 3, label: '童声', disabled: true }], defaultValue: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '音色' });
    await userEvent.click(combobox);
    const locked = canvas.getByRole('option', { name: '童声' });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(locked);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: '女声' }).id);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 1 },
  play: async ({ args, canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: '音色' });
    await expect(combobox).toBeDisabled();
    await userEvent.click(combobox, { pointerEventsCheck: 0 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { label: '情绪', options: [{ value: 'calm', label: '平静' }], errorMessage: '请选择一个情绪' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: '情绪' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription('请选择一个情绪');
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '音色' });
    await userEvent.click(combobox);
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.click(canvasElement);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Unlabelled: Story = {
  args: { label: undefined, 'aria-label': '排序', options: [{ value: 0, label: '综合推荐' }], defaultValue: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: '排序' }));
    await expect(canvas.getByRole('listbox', { name: '排序' })).toBeVisible();
  },
};
