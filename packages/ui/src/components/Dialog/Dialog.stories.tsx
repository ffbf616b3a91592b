import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: '登录配音工坊',
    description: '登录后即可保存草稿和提交合成任务。',
    trigger: <Button>登录</Button>,
    onOpenChange: fn(),
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <label>
          手机号 <input name="phone" />
        </label>
        <label>
          密码 <input name="password" type="password" />
        </label>
      </div>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '登录' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await expect(dialog).toHaveAccessibleDescription('登录后即可保存草稿和提交合成任务。');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The portal carries the theme root so the theme's variables and reset apply.
    await expect(dialog.closest('[data-dk-root]')?.parentElement).toBe(document.body);
    await expect(document.documentElement.style.overflow).toBe('hidden');
  },
};

export const KeyboardOpenAndFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '登录' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByRole('textbox', { name: '手机号' });
    await waitFor(() => expect(phone).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus();
    // Tab past the last element wraps to the first: focus never leaves the dialog.
    await userEvent.tab();
    await expect(phone).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MaskClickCloses: Story = {
  args: { closeOnMaskClick: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    // A click inside the panel keeps it open.
    await userEvent.click(within(dialog).getByText('登录后即可保存草稿和提交合成任务。'));
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(dialog.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MaskClickIgnored: Story = {
  args: { closeOnMaskClick: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const ScrollLocked: Story = {
  render: (args) => (
    <div style={{ height: 2000 }}>
      <Dialog {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.style.overflow).toBe('');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '登录' }));
    await screen.findByRole('dialog');
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(document.documentElement.style.overflow).toBe('');
  },
};

export const WithFooter: Story = {
  args: {
    title: '提交成功',
    description: undefined,
    children: (close) => (
      <>
        <p>合成任务已提交，请稍后在我的作品中查看任务！</p>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
          <Button variant="secondary" onClick={close}>
            留在此页面
          </Button>
          <Button onClick={close}>立即查看</Button>
        </div>
      </>
    ),
    trigger: <Button>提交任务</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '提交任务' }));
    const dialog = await screen.findByRole('dialog', { name: '提交成功' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '留在此页面' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: '留在此页面' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A choice with a cost opens on the safe button: focus starts where the caller says. */
export const InitialFocus: Story = {
  render: function Render(args) {
    const cancel = useRef<HTMLButtonElement>(null);
    return (
      <Dialog
        {...args}
        initialFocus={cancel}
        footer={
          <>
            <Button variant="secondary" ref={cancel}>
              返回修改
            </Button>
            <Button>仍然提交</Button>
          </>
        }
      />
    );
  },
  args: { title: '字幕时间对齐', description: undefined, trigger: <Button>立即合成</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即合成' }));
    const dialog = await screen.findByRole('dialog', { name: '字幕时间对齐' });
    // Not the first field, which the dialog would focus by itself.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '返回修改' })).toHaveFocus());
  },
};

export const Untitled: Story = {
  args: {
    title: undefined,
    description: undefined,
    'aria-label': '下载 App',
    defaultOpen: true,
    children: <p>扫码下载配音工坊 App，随时随地配音。</p>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '下载 App' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus());
  },
};

/** Phones: a full-width bottom sheet above the mask, its body scrolling when the content is long. */
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <label>
          手机号 <input name="phone" />
        </label>
        {Array.from({ length: 24 }, (_, line) => `第 ${line + 1} 条：登录即表示同意《用户协议》和《隐私政策》。`).map(
          (text) => (
            <p key={text} style={{ margin: 0 }}>
              {text}
            </p>
          ),
        )}
      </div>
    ),
    footer: <Button>登录</Button>,
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '登录' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '登录配音工坊' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveFocus());
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(box.height).toBeLessThanOrEqual(window.innerHeight * 0.9 + 1);
    const body = within(dialog).getByRole('textbox', { name: '手机号' }).closest('div')?.parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
