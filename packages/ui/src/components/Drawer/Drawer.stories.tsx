import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    title: '编辑主播',
    trigger: <Button>编辑</Button>,
    onOpenChange: fn(),
    children: (close) => (
      <form
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          close();
        }}
      >
        <label>
          主播名称 <input name="name" defaultValue="晓晓" disabled />
        </label>
        <label>
          简介 <textarea name="comment" defaultValue="温柔知性的女声" />
        </label>
        <Button type="submit">保存</Button>
      </form>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '编辑' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: '编辑主播' });
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: '简介' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpenRight: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '编辑主播' });
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(drawer.parentElement).toHaveAttribute('data-placement', 'right');
  },
};

export const OpenLeft: Story = {
  args: { defaultOpen: true, placement: 'left', width: 320 },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '编辑主播' });
    await expect(drawer.parentElement).toHaveAttribute('data-placement', 'left');
  },
};

export const KeyboardAndFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '编辑' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const drawer = await screen.findByRole('dialog');
    const comment = within(drawer).getByRole('textbox', { name: '简介' });
    await waitFor(() => expect(comment).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab();
    await expect(comment).toHaveFocus();
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MaskClickCloses: Story = {
  args: { closeOnMaskClick: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(drawer.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MaskClickIgnored: Story = {
  args: { closeOnMaskClick: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(drawer.parentElement as HTMLElement);
    await expect(drawer).toBeInTheDocument();
    await expect(document.documentElement.style.overflow).toBe('hidden');
  },
};
