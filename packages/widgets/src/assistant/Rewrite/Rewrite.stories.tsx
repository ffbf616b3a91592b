import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { chatServer } from '../../testing/assistant/chat';
import { findToast } from '../../testing/reply';
import { eventually, grantClipboard, PATIENCE, TOOLS_STORY } from '../../testing/tools/stories';
import { withDubKit } from '../../testing/withDubKit';
import { Rewrite } from './Rewrite';

const REWRITTEN = '走进巷子深处，一碗热汤面，藏着这座城市最温柔的清晨。';
const server = chatServer({ answer: REWRITTEN, pieceLength: 4 });

const meta = {
  title: 'Tools/Rewrite',
  component: Rewrite,
  decorators: [withDubKit],
  parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof Rewrite>;

export default meta;
type Story = StoryObj<typeof meta>;

const source = () => screen.getByRole('textbox', { name: '原文案' });
const result = () => screen.getByRole('region', { name: '改写结果' });
const tool = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '智能改写' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(source()).toHaveAttribute('rows', '25');
    await expect(result()).toHaveTextContent('改写后的文案将显示在这里');
    await expect(within(canvasElement).getByRole('button', { name: '复制内容' })).toBeVisible();
  },
};

/** 开始改写 with nothing written: 请输入文案内容; copying the empty result: 内容为空，无法复制. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '开始改写' }));
    await expect(await canvas.findByText('请输入文案内容')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制内容' }));
    await findToast('内容为空，无法复制');
    await expect(server.calls).toHaveLength(0);
  },
};

/** Pressed three times quickly: one rewrite (debounced), streamed in, then copied. */
export const Rewritten: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(source(), '巷子里的面馆，早上很热闹。');
    const start = canvas.getByRole('button', { name: '开始改写' });
    await userEvent.click(start);
    await userEvent.click(start);
    await userEvent.click(start);
    await eventually(() => expect(result()).toHaveTextContent(REWRITTEN));
    await eventually(() => expect(tool(canvasElement)).toHaveAttribute('data-state', 'done'));
    await expect(server.calls).toHaveLength(1);
    await expect(server.calls[0]).toMatchObject({ path: 'rewrite', body: { content: '巷子里的面馆，早上很热闹。' } });
    const clipboard = grantClipboard();
    await userEvent.click(canvas.getByRole('button', { name: '复制内容' }));
    await findToast('已复制到剪贴板');
    await expect(clipboard).toHaveBeenCalledWith(REWRITTEN);
    clipboard.mockRestore();
  },
};

const hanging = chatServer({ answer: REWRITTEN, hang: true, pieceLength: 2 });

/** 停止回答 while streaming: the stream is aborted, the text so far stays, 复制内容 comes back. */
export const Stopped: Story = {
  parameters: { dubkit: { setup: hanging.reset }, msw: { handlers: hanging.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(source(), '原文');
    await userEvent.click(canvas.getByRole('button', { name: '开始改写' }));
    const stop = await canvas.findByRole('button', { name: '停止回答' }, PATIENCE);
    await eventually(() => expect(result()).not.toHaveTextContent('改写后的文案将显示在这里'));
    await userEvent.click(stop);
    await eventually(() => expect(tool(canvasElement)).toHaveAttribute('data-state', 'stopped'));
    await eventually(() => expect(hanging.calls[0]?.aborted).toBe(true));
    await expect(canvas.getByRole('button', { name: '复制内容' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('已停止改写');
  },
};

const failing = chatServer({ failAfter: { characters: 0, code: 500, message: '改写服务繁忙，请稍后再试' } });

export const Failed: Story = {
  parameters: { dubkit: { setup: failing.reset }, msw: { handlers: failing.handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.type(source(), '原文');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '开始改写' }));
    await eventually(() => expect(result()).toHaveTextContent('改写服务繁忙，请稍后再试'));
    await expect(tool(canvasElement)).toHaveAttribute('data-state', 'failed');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Rewritten.play,
};

const markdownServer = chatServer({
  answer: '## 清晨的面馆\n\n**一碗热汤面**，藏着城市的温柔。\n\n| 时间 | 客人 |\n| --- | --- |\n| 7点 | 很多 |\n',
});

/** The rewrite is Markdown, shown as the chat shows it: a heading, bold text and a table, no ## or ** marks. */
export const MarkdownResult: Story = {
  parameters: { dubkit: { setup: markdownServer.reset }, msw: { handlers: markdownServer.handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.type(source(), '原文');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '开始改写' }));
    const output = within(result());
    await eventually(() => expect(output.getByRole('heading', { name: '清晨的面馆' })).toBeVisible());
    await eventually(() => expect(output.getByRole('table')).toBeVisible());
    await expect(output.getByText('一碗热汤面').tagName).toBe('STRONG');
    await expect(result()).not.toHaveTextContent(/##|\*\*/);
  },
};
