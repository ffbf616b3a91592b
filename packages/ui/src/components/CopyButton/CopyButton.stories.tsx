import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../Toast';
import { CopyButton } from './CopyButton';

const writeText = fn(async (_text: string) => {});
const execCommand = fn((_command: string) => true);

/** Replaces the clipboard for one story; `undefined` simulates a browser without the Clipboard API. */
function stubClipboard(clipboard: { writeText: typeof writeText } | undefined, copyCommandWorks = true) {
  return () => {
    writeText.mockReset();
    execCommand.mockReset();
    execCommand.mockImplementation(() => copyCommandWorks);
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    const original = document.execCommand;
    document.execCommand = execCommand;
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
      document.execCommand = original;
    };
  };
}

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { text: '床前明月光，疑是地上霜。', onResult: fn() },
  decorators: [
    (Story) => (
      <ToastProvider duration={1500}>
        <Story />
      </ToastProvider>
    ),
  ],
  beforeEach: stubClipboard({ writeText }),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '复制' });
    await expect(button).toHaveAttribute('data-state', 'idle');
    await userEvent.click(button);
    await expect(await screen.findByRole('status')).toHaveTextContent('已复制到剪贴板');
    await expect(writeText).toHaveBeenCalledWith('床前明月光，疑是地上霜。');
    await expect(button).toHaveAttribute('data-state', 'copied');
    await expect(args.onResult).toHaveBeenCalledWith({ ok: true, method: 'clipboard', message: '已复制到剪贴板' });
  },
};

export const FallbackWithoutClipboard: Story = {
  beforeEach: stubClipboard(undefined, true),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('复制成功');
    await expect(execCommand).toHaveBeenCalledWith('copy');
    // The temporary textarea is gone and focus is back on the button.
    await expect(document.querySelector('textarea[readonly]')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: '复制' })).toHaveFocus();
  },
};

export const Failure: Story = {
  beforeEach: stubClipboard(undefined, false),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '复制' });
    await userEvent.click(button);
    await expect(await screen.findByRole('alert')).toHaveTextContent('复制失败');
    await expect(button).toHaveAttribute('data-state', 'failed');
    await expect(args.onResult).toHaveBeenCalledWith({ ok: false, message: '复制失败' });
  },
};

export const Empty: Story = {
  args: { text: () => '' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('内容为空，无法复制');
    await expect(writeText).not.toHaveBeenCalled();
  },
};

export const CustomMessagesByKeyboard: Story = {
  args: { children: '复制链接', messages: { success: '链接已复制' }, resetAfter: 300 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '复制链接' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('status')).toHaveTextContent('链接已复制');
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'idle'));
  },
};

export const CallbackOnly: Story = {
  args: { toast: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ ok: true })));
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
  },
};
