import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RightToolbar } from '../../shell/RightToolbar';
import { CHAT_ANSWER, chatServer, WELCOMES } from '../../testing/assistant/chat';
import { catchDownloads, eventually, grantClipboard, PATIENCE, TOOLS_STORY } from '../../testing/tools/stories';
import { navigateSpy, withDubKit } from '../../testing/withDubKit';
import { Chat } from './Chat';

const server = chatServer();

const meta = {
  title: 'Assistant/Chat',
  component: Chat,
  decorators: [withDubKit],
  args: { onSubscribe: fn() },
  parameters: {
    layout: 'padded',
    dubkit: { ...TOOLS_STORY, setup: server.reset },
    msw: { handlers: server.handlers },
  },
} satisfies Meta<typeof Chat>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = () => screen.getByRole('textbox', { name: '输入您的问题' });
const log = () => screen.getByRole('log', { name: '对话内容' });
const answers = () => log().querySelectorAll<HTMLElement>('[data-role="answer"]');
const lastAnswer = () => [...answers()].at(-1) as HTMLElement;

/** Types a question and sends it with Ctrl+Enter, as a user does. */
async function ask(question: string) {
  await userEvent.click(input());
  await userEvent.keyboard(question);
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
}

const answerState = (state: string) => eventually(() => expect(lastAnswer()).toHaveAttribute('data-state', state));

/** The default mode: its welcome, the three modes and the three services. */
export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await eventually(() => expect(log()).toHaveTextContent('配音工坊 AI写作助手'));
    await expect(canvas.getByRole('button', { name: '智能对话' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '翻译助手' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '文案润色' })).toBeVisible();
    const inspiration = canvas.getByRole('link', { name: /灵感中心/ });
    await expect(inspiration).toHaveAttribute('href', '/gpt/inspiration');
    await expect(inspiration).toHaveAttribute('target', '_blank');
    await expect(inspiration).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: '提示词库' })).toHaveAttribute('href', '/gpt/prompts');
    await expect(input()).toHaveAttribute('placeholder', '请输入您的问题，Ctrl+Enter 发送');
    await expect(canvas.getByRole('button', { name: '导出对话' })).toBeDisabled();
  },
};

/** On a phone (no fine pointer, so no keyboard) the box names no keyboard shortcut. */
export const PhonePlaceholder: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const media = original(query);
      if (!query.includes('pointer')) return media;
      return {
        matches: false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      } as unknown as MediaQueryList;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: /输入/ });
    await expect(input).toHaveAttribute('placeholder', '请输入您的问题');
  },
};

/** Ctrl+Enter sends; the answer streams in as Markdown (list, table, code with copy), then can be copied. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask('写一段美食探店的开场白');
    await expect(input()).toHaveValue('');
    await answerState('done');
    await expect(server.calls[0]?.body).toEqual({ content: '写一段美食探店的开场白', history: [] });
    const answer = lastAnswer();
    // The renderer loads with the first answer.
    await expect(await within(answer).findAllByRole('listitem', {}, PATIENCE)).toHaveLength(3);
    await expect(within(answer).getByRole('table')).toBeVisible();
    await expect(within(answer).getByRole('cell', { name: '活力女声' })).toBeVisible();
    const link = within(answer).getByRole('link', { name: '配音工坊' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const clipboard = grantClipboard();
    await userEvent.click(within(answer).getByRole('button', { name: '复制代码' }));
    await expect(clipboard).toHaveBeenLastCalledWith('大家好，今天带你走进一家藏在巷子里的老字号。');
    await userEvent.click(within(answer).getByRole('button', { name: '复制' }));
    await expect(clipboard).toHaveBeenLastCalledWith(CHAT_ANSWER);
    await expect(await screen.findAllByText('已复制到剪贴板')).not.toHaveLength(0);
    clipboard.mockRestore();
    await expect(canvas.getByRole('button', { name: '发送' })).toBeVisible();
  },
};

const preparing = chatServer({ firstDelayMs: 'infinite' });

/** Sent, nothing back yet: 正在准备您的答案, and the stop button. */
export const Preparing: Story = {
  parameters: { dubkit: { setup: preparing.reset }, msw: { handlers: preparing.handlers } },
  play: async ({ canvasElement }) => {
    await ask('你好');
    await answerState('preparing');
    await expect(lastAnswer()).toHaveTextContent('正在准备您的答案');
    await expect(within(canvasElement).getByRole('button', { name: '停止回答' })).toBeVisible();
  },
};

const hanging = chatServer({ hang: true, intervalMs: 10 });

/** Streaming: the stop button aborts the stream; what arrived stays and the send button comes back. */
export const StreamingStopped: Story = {
  parameters: { dubkit: { setup: hanging.reset }, msw: { handlers: hanging.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask('写一段开场白');
    await answerState('streaming');
    await userEvent.click(canvas.getByRole('button', { name: '停止回答' }));
    await answerState('done');
    await eventually(() => expect(hanging.calls[0]?.aborted).toBe(true));
    await expect(canvas.getByRole('button', { name: '发送' })).toBeVisible();
    await expect(lastAnswer()).toHaveTextContent('短视频配音');
  },
};

const midFailure = chatServer({
  failAfter: { characters: 12, code: 429, message: '本月额度已用完，请订阅后继续使用' },
});

/** An error event mid-stream: the answer shows its message; regenerate asks again. */
export const FailedMidStream: Story = {
  parameters: { dubkit: { setup: midFailure.reset }, msw: { handlers: midFailure.handlers } },
  play: async () => {
    await ask('再来一段');
    await answerState('failed');
    await expect(lastAnswer()).toHaveTextContent('本月额度已用完，请订阅后继续使用');
    await expect(within(lastAnswer()).getByRole('button', { name: '重新生成' })).toBeVisible();
  },
};

const down = chatServer({ status: 502 });

/** The server refuses (not an event stream): the status text is the answer. */
export const FailedStatus: Story = {
  parameters: { dubkit: { setup: down.reset }, msw: { handlers: down.handlers } },
  play: async () => {
    await ask('你好');
    await answerState('failed');
    await expect(lastAnswer().textContent).not.toBe('');
  },
};

/** Blank and over-long questions are refused before sending. */
export const BlankQuestion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '发送' }));
    await expect(await within(canvasElement).findByText('请输入您的问题')).toBeVisible();
    await expect(input()).toHaveAttribute('aria-invalid', 'true');
    await expect(server.calls).toHaveLength(0);
  },
};

/** 说点什么...: a 15-row box; blank is refused with 问题不能为空; sending asks the question. */
export const SayDialog: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: '说点什么...' }));
    const dialog = await screen.findByRole('dialog', { name: '说点什么...' });
    const box = within(dialog).getByRole('textbox', { name: '您的问题' });
    await expect(box).toHaveAttribute('rows', '15');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await expect(await within(dialog).findByText('问题不能为空')).toBeVisible();
    await userEvent.type(box, '帮我写三个短视频标题');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await answerState('done');
    await expect(server.calls[0]?.body.content).toBe('帮我写三个短视频标题');
  },
};

const twoAnswers = chatServer({ answers: [{ answer: '第一个回答' }, { answer: '第二个回答' }, { answer: '译文' }] });

/** Only the default mode sends history; switching mode clears the conversation and loads its welcome. */
export const Modes: Story = {
  parameters: { dubkit: { setup: twoAnswers.reset }, msw: { handlers: twoAnswers.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask('一');
    await answerState('done');
    await ask('二');
    await eventually(() => expect(answers()).toHaveLength(2));
    await answerState('done');
    await expect(twoAnswers.calls[1]?.body.history).toEqual([
      { role: 1, content: '一' },
      { role: 2, content: '第一个回答' },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '翻译助手' }));
    await expect(canvas.getByRole('button', { name: '翻译助手' })).toHaveAttribute('aria-current', 'page');
    await eventually(() => expect(log()).toHaveTextContent(WELCOMES['2'] as string));
    await expect(answers()).toHaveLength(0);
    await ask('hello');
    await answerState('done');
    await expect(twoAnswers.calls[2]).toMatchObject({ path: 'translate', body: { content: 'hello' } });
    await expect(twoAnswers.calls[2]?.body.history).toBeUndefined();
  },
};

const regenerating = chatServer({ answers: [{ answer: '旧回答' }, { answer: '新回答' }, { answer: '改后的回答' }] });

/** 重新生成 replaces the last answer; 编辑 puts the last question back in the box and resends it. */
export const RegenerateAndEdit: Story = {
  parameters: { dubkit: { setup: regenerating.reset }, msw: { handlers: regenerating.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask('写口号');
    await answerState('done');
    await userEvent.click(within(lastAnswer()).getByRole('button', { name: '重新生成' }));
    await eventually(() => expect(lastAnswer()).toHaveTextContent('新回答'));
    await answerState('done');
    await expect(answers()).toHaveLength(1);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑' }, PATIENCE));
    await expect(input()).toHaveValue('写口号');
    await expect(canvas.getByText('正在编辑上一个问题，发送后将重新回答')).toBeVisible();
    await userEvent.clear(input());
    await userEvent.type(input(), '写一句配音口号');
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await eventually(() => expect(lastAnswer()).toHaveTextContent('改后的回答'));
    await expect(answers()).toHaveLength(1);
    await expect(log()).toHaveTextContent('写一句配音口号');
    await expect(regenerating.calls[2]?.body).toEqual({ content: '写一句配音口号', history: [] });
  },
};

const withUsage = chatServer({ usage: { monthTokens: 12_345, monthAllowance: 1_000_000 } });

/** The month's token use, once the server reports it; export saves the conversation as Markdown. */
export const UsageAndExport: Story = {
  parameters: { dubkit: { setup: withUsage.reset }, msw: { handlers: withUsage.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ask('写一段开场白');
    await answerState('done');
    await expect(await canvas.findByText('本月已用额度 12,345 / 1,000,000')).toBeVisible();
    const caught = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: '导出对话' }));
      await expect(caught.downloads[0]?.name).toMatch(/^AI写作对话-\d{8}-\d{6}\.md$/);
    } finally {
      caught.restore();
    }
  },
};

const longAnswer = chatServer({ answer: `${CHAT_ANSWER}\n\n`.repeat(8), pieceLength: 12, intervalMs: 20 });

/** Scrolling up while an answer streams stops following; 回到最新 brings the view back to the bottom. */
export const FollowAndJump: Story = {
  parameters: { dubkit: { setup: longAnswer.reset }, msw: { handlers: longAnswer.handlers } },
  play: async ({ canvasElement }) => {
    await ask('写很长的内容');
    const list = log();
    await eventually(() => expect(list.scrollHeight).toBeGreaterThan(list.clientHeight + 200));
    await eventually(() => expect(list.scrollHeight - list.scrollTop - list.clientHeight).toBeLessThan(48));
    list.scrollTop = 0;
    list.dispatchEvent(new Event('scroll'));
    const jump = await within(canvasElement).findByRole('button', { name: '回到最新' }, PATIENCE);
    const top = list.scrollTop;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(list.scrollTop).toBe(top);
    await userEvent.click(jump);
    await expect(list.scrollHeight - list.scrollTop - list.clientHeight).toBeLessThan(48);
  },
};

/** 提示词库 goes to the prompts page; 订阅服务 asks the host for the membership dialog. */
export const Services: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '提示词库' }));
    await expect(navigateSpy).toHaveBeenCalledWith('/gpt/prompts');
    await userEvent.click(canvas.getByRole('button', { name: '订阅服务' }));
    await expect(args.onSubscribe).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await ask('写一段开场白');
    await answerState('done');
    for (const name of ['智能对话', '发送', '说点什么...'])
      await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
  },
};

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** On a phone the site's floating help button stays clear of the character counter and 发送 at the page's end. */
export const PhoneBesideTheHelpButton: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <>
      {/* Where the site puts it: below the header and the page title, so the page scrolls to the chat's end. */}
      <div style={{ height: 160 }} />
      <Chat {...args} />
      <div style={{ height: 24 }} />
      <RightToolbar serviceQrValue="https://example.com/service" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: '发送' });
    const counter = within(canvasElement).getByText(/^0\s*\/\s*2000$/);
    window.scrollTo(0, document.documentElement.scrollHeight);
    const help = within(canvasElement).getByRole('button', { name: '快捷工具' });
    await waitFor(() => expect(help.getBoundingClientRect().width).toBeGreaterThan(0));
    for (const control of [send, counter])
      await expect(overlaps(control.getBoundingClientRect(), help.getBoundingClientRect())).toBe(false);
  },
};
