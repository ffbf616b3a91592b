import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { navigateSpy, withDubKit } from '../../testing';
import { APPLY_ANSWER, inspirationServer } from '../../testing/assistant/inspiration';
import { findToast } from '../../testing/reply';
import { eventually, grantClipboard, PATIENCE, TOOLS_STORY } from '../../testing/tools/stories';
import { InspirationApply } from './InspirationApply';

const server = inspirationServer();

const meta = {
  title: 'Assistant/InspirationApply',
  component: InspirationApply,
  decorators: [withDubKit],
  args: { code: 'video-script' },
  parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof InspirationApply>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Handlers whose apply stream behaves as given, with their own records. */
function withApply(apply: Parameters<typeof inspirationServer>[0]) {
  const own = inspirationServer(apply);
  return { own, parameters: { dubkit: { ...TOOLS_STORY, setup: own.reset }, msw: { handlers: own.handlers } } };
}

const input = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: '输入内容' });
const output = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log', { name: '生成结果' });
const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

/** The template's title, subtitle, demos and placeholder; a demo fills the text. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent('短视频口播稿热门');
    await expect(within(canvasElement).getByText('输入主题，生成 60 秒内开头抓人、节奏紧凑的口播文案')).toBeVisible();
    const text = await input(canvasElement);
    await expect(text).toHaveAttribute('placeholder', '例如：给上班族推荐一款便携咖啡机，突出三分钟出杯');
    await expect(within(canvasElement).getByText('0/500')).toBeVisible();
    await expect(output(canvasElement)).toHaveTextContent('生成的内容会显示在这里');
    await userEvent.click(button(canvasElement, '填入示例：介绍春季露营的五件必备装备'));
    await expect(text).toHaveValue('介绍春季露营的五件必备装备');
    await expect(button(canvasElement, '开始生成')).toBeEnabled();
    await expect(within(canvasElement).getByRole('link', { name: /返回灵感中心/ })).toHaveAttribute(
      'href',
      '/gpt/inspiration',
    );
  },
};

/** Blank text is refused with 输入内容不能为空 and nothing is sent; typing clears the refusal. */
export const EmptyRefused: Story = {
  play: async ({ canvasElement }) => {
    const text = await input(canvasElement);
    await userEvent.type(text, '   ');
    await userEvent.click(button(canvasElement, '开始生成'));
    await expect(text).toHaveAccessibleDescription(/输入内容不能为空/);
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(server.calls.applied).toHaveLength(0);
    await userEvent.type(text, '咖啡');
    await expect(text).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The text stops at 500 characters. */
export const AtTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const text = await input(canvasElement);
    await userEvent.click(text);
    await userEvent.paste('字'.repeat(520));
    await expect((text as HTMLTextAreaElement).value).toHaveLength(500);
    await expect(within(canvasElement).getByText('500/500')).toBeVisible();
  },
};

const endless = withApply({ apply: { kind: 'endless' } });

/** Streaming: 正在生成..., the answer so far, 停止 in place of 开始生成, the text read-only. */
export const Streaming: Story = {
  parameters: endless.parameters,
  play: async ({ canvasElement }) => {
    const text = await input(canvasElement);
    await userEvent.type(text, '便携咖啡机');
    await userEvent.click(button(canvasElement, '开始生成'));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('正在生成...');
    await eventually(() => expect(output(canvasElement)).toHaveTextContent(APPLY_ANSWER.join('')));
    await expect(button(canvasElement, '停止')).toBeVisible();
    await expect(text).toHaveAttribute('readonly');
    await expect(button(canvasElement, '复制')).toBeDisabled();
    await expect(endless.own.calls.applied).toEqual([{ code: 'video-script', content: '便携咖啡机' }]);
    await expect(endless.own.calls.signatures[0]).toMatch(/^[A-Za-z0-9+/]+=*$/);
  },
};

const stoppable = withApply({ apply: { kind: 'endless' } });

/** 停止 ends the stream and keeps what arrived. */
export const Stopped: Story = {
  parameters: stoppable.parameters,
  play: async ({ canvasElement }) => {
    await userEvent.type(await input(canvasElement), '便携咖啡机');
    await userEvent.click(button(canvasElement, '开始生成'));
    await eventually(() => expect(output(canvasElement)).toHaveTextContent(APPLY_ANSWER.join('')));
    await userEvent.click(button(canvasElement, '停止'));
    await expect(await within(canvasElement).findByText('已停止生成')).toBeVisible();
    await expect(output(canvasElement)).toHaveTextContent(APPLY_ANSWER.join(''));
    await expect(button(canvasElement, '重新生成')).toBeVisible();
    await expect(within(canvasElement).queryByText('正在生成...')).not.toBeInTheDocument();
  },
};

/** Done: the whole answer, copied with 复制 (已复制到剪贴板); Ctrl+Enter generates too. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const text = await input(canvasElement);
    await userEvent.type(text, '便携咖啡机');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(output(canvasElement)).toHaveAttribute('data-status', 'done'), PATIENCE);
    await expect(output(canvasElement)).toHaveTextContent(APPLY_ANSWER.join(''));
    await expect(button(canvasElement, '重新生成')).toBeVisible();
    const clipboard = grantClipboard();
    await userEvent.click(button(canvasElement, '复制'));
    await findToast('已复制到剪贴板');
    await expect(clipboard).toHaveBeenCalledWith(APPLY_ANSWER.join(''));
    clipboard.mockRestore();
  },
};

const markdown = withApply({
  apply: {
    kind: 'answer',
    pieces: ['## 开场\n\n', '**每天早上**排队买咖啡？\n\n', '| 场景 | 台词 |\n| --- | --- |\n| 工位 | 三分钟 |\n'],
  },
});

/** The answer is Markdown, shown as the chat shows it: a heading, bold text and a table, no ## or ** marks. */
export const MarkdownAnswer: Story = {
  parameters: markdown.parameters,
  play: async ({ canvasElement }) => {
    await userEvent.type(await input(canvasElement), '便携咖啡机');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(output(canvasElement)).toHaveAttribute('data-status', 'done'), PATIENCE);
    const answer = within(output(canvasElement));
    await eventually(() => expect(answer.getByRole('heading', { name: '开场' })).toBeVisible());
    await expect(answer.getByRole('table')).toBeVisible();
    await expect(answer.getByText('每天早上').tagName).toBe('STRONG');
    await expect(output(canvasElement)).not.toHaveTextContent(/##|\*\*/);
  },
};

/** Nothing generated yet: copying says there is nothing to copy. */
export const CopyEmpty: Story = {
  play: async ({ canvasElement }) => {
    await input(canvasElement);
    await userEvent.click(button(canvasElement, '复制'));
    await findToast('内容为空，无法复制');
  },
};

const failing = withApply({
  apply: { kind: 'error', pieces: ['【开场】'], code: 500, message: '生成失败，请稍后重试' },
});

/** A failure mid-stream puts its message in the output. */
export const Failure: Story = {
  parameters: failing.parameters,
  play: async ({ canvasElement }) => {
    await userEvent.type(await input(canvasElement), '便携咖啡机');
    await userEvent.click(button(canvasElement, '开始生成'));
    await waitFor(() => expect(output(canvasElement)).toHaveAttribute('data-status', 'failed'), PATIENCE);
    await expect(output(canvasElement)).toHaveTextContent('生成失败，请稍后重试');
    await expect(button(canvasElement, '重新生成')).toBeEnabled();
  },
};

const refused = withApply({ apply: { kind: 'status', status: 503, statusText: 'Service Unavailable' } });

/** A refused request (non-OK status) shows its status text as the output. */
export const StatusFailure: Story = {
  parameters: refused.parameters,
  play: async ({ canvasElement }) => {
    await userEvent.type(await input(canvasElement), '便携咖啡机');
    await userEvent.click(button(canvasElement, '开始生成'));
    await waitFor(() => expect(output(canvasElement)).toHaveAttribute('data-status', 'failed'), PATIENCE);
    await expect(output(canvasElement).textContent).not.toBe('');
  },
};

/** An unknown code: a clear message and the way back. */
export const UnknownCode: Story = {
  args: { code: 'no-such-template' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('没有找到这个模板');
    const back = within(canvasElement).getByRole('link', { name: /返回灵感中心/ });
    await userEvent.click(back);
    await expect(navigateSpy).toHaveBeenLastCalledWith('/gpt/inspiration');
  },
};

/** No code at all in the address. */
export const NoCode: Story = {
  args: { code: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('没有找到这个模板');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /填入示例：给上班族/ }));
    await expect(await input(canvasElement)).toHaveValue('给上班族推荐一款便携咖啡机，突出三分钟出杯');
  },
};
