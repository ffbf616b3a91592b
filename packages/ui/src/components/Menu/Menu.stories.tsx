import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="secondary">更多操作</Button>,
    items: [
      { id: 'open', label: '打开' },
      { id: 'rename', label: '重命名' },
      { id: 'download', label: '下载', disabled: true },
      { id: 'delete', label: '删除', danger: true },
    ],
    onAction: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '8px 8px 180px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '更多操作' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: '更多操作' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '打开' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '重命名' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('rename');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['打开', '重命名', '下载', '删除']);
    await expect(within(menu).getByRole('menuitem', { name: '下载' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '更多操作' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('删除')).toHaveFocus());
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('重命名')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('打开')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('删除')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('打开')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('删除')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: '打开' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledWith('open');
  },
};

export const DisabledItem: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '下载' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(menu).toBeInTheDocument();
  },
};

export const Typeahead: Story = {
  args: {
    trigger: <Button variant="secondary">导出</Button>,
    items: [
      { id: 'txt', label: 'TXT 文本' },
      { id: 'srt', label: 'SRT 字幕' },
      { id: 'word', label: 'Word 文档' },
      { id: 'wav', label: 'WAV 音频' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '导出' }));
    const menu = await screen.findByRole('menu', { name: '导出' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'TXT 文本' })).toHaveFocus());
    await userEvent.keyboard('w');
    await expect(within(menu).getByRole('menuitem', { name: 'Word 文档' })).toHaveFocus();
    await userEvent.keyboard('a');
    await expect(within(menu).getByRole('menuitem', { name: 'WAV 音频' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('wav');
  },
};

export const TabAndOutsideClose: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '更多操作' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
