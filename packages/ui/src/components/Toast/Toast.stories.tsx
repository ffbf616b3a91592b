import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastHost, ToastProvider } from './Toast';
import { useToast } from './ToastContext';
import { createToaster, type ToastKind } from './toaster';

const messages: Record<ToastKind, string> = {
  success: '删除成功!',
  info: '草稿已自动保存',
  warning: '请输入您的问题',
  error: '试听失败！',
};

function Launcher({ kind }: { kind: ToastKind }) {
  const toast = useToast();
  return <Button onClick={() => toast[kind](messages[kind])}>显示提示</Button>;
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { duration: 1000 },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const kindStory = (kind: ToastKind, role: 'status' | 'alert'): Story => ({
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher kind={kind} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '显示提示' }));
    const toast = await screen.findByRole(role);
    await expect(toast).toHaveTextContent(messages[kind]);
    await expect(toast).toHaveAttribute('data-kind', kind);
    // It dismisses itself after its duration.
    await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument(), { timeout: 3000 });
  },
});

export const Success = kindStory('success', 'status');
export const Info = kindStory('info', 'status');
export const Warning = kindStory('warning', 'alert');
export const ErrorKind: Story = { ...kindStory('error', 'alert'), name: 'Error' };

function AllKinds() {
  const [toaster] = useState(() => {
    const created = createToaster({ duration: Number.POSITIVE_INFINITY });
    for (const kind of ['success', 'info', 'warning', 'error'] as const) created[kind](messages[kind]);
    return created;
  });
  return <ToastHost toaster={toaster} />;
}

export const AllKindsShown: Story = {
  render: () => <AllKinds />,
  play: async () => {
    const region = await screen.findByRole('region', { name: '通知' });
    await expect(within(region).getAllByRole('status')).toHaveLength(2);
    await expect(within(region).getAllByRole('alert')).toHaveLength(2);
  },
};

export const PauseOnHover: Story = {
  args: { duration: 800 },
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher kind="success" />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '显示提示' }));
    const toast = await screen.findByRole('status');
    await userEvent.hover(toast);
    await expect(toast).toHaveAttribute('data-paused', 'true');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const CloseButton: Story = {
  args: { duration: Number.POSITIVE_INFINITY },
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher kind="error" />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '显示提示' }));
    const toast = await screen.findByRole('alert');
    await userEvent.click(within(toast).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};

function Named({ name }: { name: string }) {
  const toast = useToast();
  return <Button onClick={() => toast.info(`来自${name}`)}>{name}</Button>;
}

export const TwoProviders: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ToastProvider {...args} label="通知 A">
        <Named name="甲" />
      </ToastProvider>
      <ToastProvider {...args} label="通知 B">
        <Named name="乙" />
      </ToastProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '乙' }));
    const second = screen.getByRole('region', { name: '通知 B' });
    await expect(await within(second).findByRole('status')).toHaveTextContent('来自乙');
    await expect(within(screen.getByRole('region', { name: '通知 A' })).queryByRole('status')).toBeNull();
  },
};
