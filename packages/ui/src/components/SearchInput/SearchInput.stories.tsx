import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { SearchInput } from './SearchInput';

const meta = {
  title: 'UI/SearchInput',
  component: SearchInput,
  args: {
    'aria-label': '搜索主播',
    placeholder: '输入主播名称',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: '搜索主播' });
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();
    await userEvent.type(search, '晓晓{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('晓晓');
    await expect(args.onChange).toHaveBeenLastCalledWith('晓晓');
    await expect(canvas.getByRole('button', { name: '清除' })).toBeVisible();
  },
};

export const WithValue: Story = {
  args: { defaultValue: '云希' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: '搜索主播' });
    await expect(search).toHaveValue('云希');
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: '搜索主播' });
    await userEvent.tab();
    await expect(search).toHaveFocus();
    await userEvent.keyboard('新闻{Escape}');
    await expect(search).toHaveValue('');
    await userEvent.keyboard('播报');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '清除' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(2);
  },
};

export const ImeComposition: Story = {
  play: async ({ args, canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: '搜索主播' });
    await userEvent.type(search, 'xiao');
    // Enter that confirms an IME candidate does not search.
    fireEvent.keyDown(search, { key: 'Enter', isComposing: true });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(search, { key: 'Enter' });
    await expect(args.onSubmit).toHaveBeenCalledWith('xiao');
  },
};

export const VisibleLabel: Story = {
  args: { 'aria-label': undefined, label: '主播名称', clearLabel: '清空搜索', defaultValue: '晓' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '清空搜索' }));
    await expect(canvas.getByRole('searchbox', { name: '主播名称' })).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '云希' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '搜索主播' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
