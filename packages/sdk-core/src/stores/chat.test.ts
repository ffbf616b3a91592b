import { describe, expect, it, vi } from 'vitest';
import type { StreamDelta } from '../contract/gpt';
import type { ChatBody, ChatMode } from '../contract/gpt.schema';
import { DubKitError } from '../errors';
import { deferred } from '../testing';
import {
  CHAT_MODE_CALL,
  type ChatStream,
  createChatStore,
  exportChatMarkdown,
  readUsage,
  validateChatInput,
} from './chat';

interface Call {
  mode: ChatMode;
  body: ChatBody;
  signal: AbortSignal;
  onDelta: (delta: StreamDelta) => void;
  finish: () => void;
  fail: (error: unknown) => void;
}

/** A stream the test drives piece by piece. */
function scriptedStream() {
  const calls: Call[] = [];
  const stream: ChatStream = (mode, body, { signal, onDelta }) => {
    const done = deferred<void>();
    signal.addEventListener('abort', () => done.resolve());
    calls.push({ mode, body, signal, onDelta, finish: () => done.resolve(), fail: done.reject });
    return done.promise;
  };
  return { stream, calls, last: () => calls.at(-1) as Call };
}

describe('validateChatInput', () => {
  it('needs a question of at most 2000 characters', () => {
    expect(validateChatInput('  ')).toBe('请输入您的问题');
    expect(validateChatInput('问'.repeat(2000))).toBeNull();
    expect(validateChatInput('问'.repeat(2001))).toBe('问题不能超过2000个字符');
  });
});

describe('createChatStore', () => {
  it('shows the question and a preparing answer, streams it in, then keeps both in the history', async () => {
    const { stream, last } = scriptedStream();
    const chat = createChatStore({ stream });

    const sending = chat.send('写一句口号');
    expect(chat.getSnapshot().processing).toBe(true);
    expect(chat.getSnapshot().messages.map(({ role, state, content }) => ({ role, state, content }))).toEqual([
      { role: 1, state: 3, content: '写一句口号' },
      { role: 2, state: 1, content: '正在准备您的答案' },
    ]);

    last().onDelta({ content: '声音' });
    expect(chat.getSnapshot().messages[1]).toMatchObject({ state: 2, content: '声音' });
    last().onDelta({ content: '有温度' });
    last().finish();
    await sending;

    expect(chat.getSnapshot().messages[1]).toMatchObject({ state: 3, content: '声音有温度' });
    expect(chat.getSnapshot().history).toEqual([
      { role: 1, content: '写一句口号' },
      { role: 2, content: '声音有温度' },
    ]);
    expect(chat.getSnapshot().processing).toBe(false);
  });

  it('sends the history in the default mode only', async () => {
    const { stream, calls } = scriptedStream();
    const chat = createChatStore({ stream });
    const first = chat.send('一');
    calls[0]?.onDelta({ content: '答一' });
    calls[0]?.finish();
    await first;
    const second = chat.send('二');

    expect(calls[0]?.body).toEqual({ content: '一', history: [] });
    expect(calls[1]?.body).toEqual({
      content: '二',
      history: [
        { role: 1, content: '一' },
        { role: 2, content: '答一' },
      ],
    });
    calls[1]?.finish();
    await second;

    await chat.setMode(2);
    const translated = chat.send('你好');
    calls[2]?.finish();
    await translated;
    expect(calls[2]).toMatchObject({ mode: 2, body: { content: '你好' } });
    expect(chat.getSnapshot().history).toEqual([]);
  });

  it('shows a failure as the answer body', async () => {
    const { stream, last } = scriptedStream();
    const chat = createChatStore({ stream });
    const sending = chat.send('问');
    last().onDelta({ content: '部分' });
    last().fail(new DubKitError(429, '今日额度已用完'));
    await sending;

    expect(chat.getSnapshot().messages[1]).toMatchObject({
      state: -1,
      content: '今日额度已用完',
      errorMessage: '今日额度已用完',
    });
    expect(chat.getSnapshot().history).toEqual([]);
    expect(chat.getSnapshot().processing).toBe(false);
  });

  it('stops the stream on request, keeping what arrived but not adding it to the history', async () => {
    const { stream, last } = scriptedStream();
    const chat = createChatStore({ stream });
    const sending = chat.send('问');
    last().onDelta({ content: '一半' });

    chat.stop();
    await sending;

    expect(last().signal.aborted).toBe(true);
    expect(chat.getSnapshot().messages[1]).toMatchObject({ state: 3, content: '一半' });
    expect(chat.getSnapshot().history).toEqual([]);
    expect(chat.getSnapshot().processing).toBe(false);
  });

  it('ignores a question while an answer is coming, and a blank one', async () => {
    const { stream, calls } = scriptedStream();
    const chat = createChatStore({ stream });
    void chat.send('一');
    await chat.send('二');
    chat.stop();
    await chat.send(' ');
    expect(calls).toHaveLength(1);
  });

  it('clears the conversation and history on a mode switch and loads that mode’s welcome', async () => {
    const { stream, last } = scriptedStream();
    const welcome = vi.fn(async (mode: ChatMode) => `欢迎使用模式${mode}`);
    const chat = createChatStore({ stream, welcome });
    const sending = chat.send('问');
    last().onDelta({ content: '答' });

    await chat.setMode(3);
    last().onDelta({ content: '迟到的' });
    last().finish();
    await sending;

    expect(last().signal.aborted).toBe(true);
    expect(chat.getSnapshot()).toEqual({
      mode: 3,
      welcome: '欢迎使用模式3',
      messages: [],
      history: [],
      processing: false,
      usage: null,
    });
  });

  it('names the streaming call of each mode', () => {
    expect(CHAT_MODE_CALL).toEqual({ 1: 'chat', 2: 'translate', 3: 'edit' });
  });

  it('regenerates the last answer: the question is asked again with the history before it', async () => {
    const { stream, calls } = scriptedStream();
    const chat = createChatStore({ stream });
    const first = chat.send('一');
    calls[0]?.onDelta({ content: '答一' });
    calls[0]?.finish();
    await first;
    const second = chat.send('二');
    calls[1]?.onDelta({ content: '答二' });
    calls[1]?.finish();
    await second;

    const again = chat.regenerate();
    expect(chat.getSnapshot().messages.map(({ role, state, content }) => [role, state, content])).toEqual([
      [1, 3, '一'],
      [2, 3, '答一'],
      [1, 3, '二'],
      [2, 1, '正在准备您的答案'],
    ]);
    expect(calls[2]?.body).toEqual({
      content: '二',
      history: [
        { role: 1, content: '一' },
        { role: 2, content: '答一' },
      ],
    });
    calls[2]?.onDelta({ content: '新答二' });
    calls[2]?.finish();
    await again;

    expect(chat.getSnapshot().messages.at(-1)).toMatchObject({ state: 3, content: '新答二' });
    expect(chat.getSnapshot().history).toEqual([
      { role: 1, content: '一' },
      { role: 2, content: '答一' },
      { role: 1, content: '二' },
      { role: 2, content: '新答二' },
    ]);
  });

  it('regenerates a failed answer, which never entered the history', async () => {
    const { stream, calls } = scriptedStream();
    const chat = createChatStore({ stream });
    const first = chat.send('问');
    calls[0]?.fail(new DubKitError(400, '发生异常'));
    await first;
    const again = chat.regenerate();
    expect(calls[1]?.body).toEqual({ content: '问', history: [] });
    calls[1]?.onDelta({ content: '好了' });
    calls[1]?.finish();
    await again;
    expect(chat.getSnapshot().messages).toHaveLength(2);
    expect(chat.getSnapshot().history).toEqual([
      { role: 1, content: '问' },
      { role: 2, content: '好了' },
    ]);
  });

  it('edits and resends the last question in place of the old exchange', async () => {
    const { stream, calls } = scriptedStream();
    const chat = createChatStore({ stream });
    const first = chat.send('写口号');
    calls[0]?.onDelta({ content: '旧' });
    calls[0]?.finish();
    await first;

    await chat.editLast('  ');
    expect(calls).toHaveLength(1);
    const edited = chat.editLast('写一句配音口号');
    expect(calls[1]?.body).toEqual({ content: '写一句配音口号', history: [] });
    calls[1]?.onDelta({ content: '新' });
    calls[1]?.finish();
    await edited;
    expect(chat.getSnapshot().messages.map(({ content }) => content)).toEqual(['写一句配音口号', '新']);
    expect(chat.getSnapshot().history).toEqual([
      { role: 1, content: '写一句配音口号' },
      { role: 2, content: '新' },
    ]);
  });

  it('neither regenerates nor edits while an answer is coming or before any question', async () => {
    const { stream, calls } = scriptedStream();
    const chat = createChatStore({ stream });
    await chat.regenerate();
    await chat.editLast('改');
    expect(calls).toHaveLength(0);
    void chat.send('问');
    await chat.regenerate();
    await chat.editLast('改');
    expect(calls).toHaveLength(1);
    chat.stop();
  });

  it('keeps the month’s token use when a stream reports it, and nothing when none does', async () => {
    const { stream, last } = scriptedStream();
    const chat = createChatStore({ stream });
    const first = chat.send('问');
    last().onDelta({ content: '答' });
    last().finish();
    await first;
    expect(chat.getSnapshot().usage).toBeNull();

    const second = chat.send('再问');
    last().onDelta({ content: '答', usage: { monthTokens: 1200, monthAllowance: 1_000_000 } });
    last().onDelta({ content: '', final: true, usage: { monthTokens: 1234 } });
    last().finish();
    await second;
    expect(chat.getSnapshot().usage).toEqual({ monthTokens: 1234 });
    expect(chat.getSnapshot().messages.at(-1)).toMatchObject({ state: 3, content: '答' });
  });
});

describe('readUsage', () => {
  it('reads a finite monthTokens and an optional allowance', () => {
    expect(readUsage({ content: '' })).toBeNull();
    expect(readUsage({ content: '', usage: { monthTokens: Number.NaN } })).toBeNull();
    expect(readUsage({ content: '', usage: { monthTokens: 5, monthAllowance: 10 } })).toEqual({
      monthTokens: 5,
      monthAllowance: 10,
    });
  });
});

describe('exportChatMarkdown', () => {
  it('writes the conversation under speaker headings, quoting questions and skipping a preparing answer', () => {
    const at = 0;
    const markdown = exportChatMarkdown(
      [
        { id: 1, role: 1, state: 3, content: '# 标题?\n第二行', errorMessage: null, timestamp: at },
        { id: 2, role: 2, state: 3, content: '- 一\n- 二', errorMessage: null, timestamp: at },
        { id: 3, role: 1, state: 3, content: '再问', errorMessage: null, timestamp: at },
        { id: 4, role: 2, state: -1, content: '发生异常', errorMessage: '发生异常', timestamp: at },
        { id: 5, role: 1, state: 3, content: '三问', errorMessage: null, timestamp: at },
        { id: 6, role: 2, state: 1, content: '正在准备您的答案', errorMessage: null, timestamp: at },
      ],
      { title: 'AI 助手对话', questionLabel: '我', answerLabel: 'AI 助手', exportedAt: '2026-11-25 20:00' },
    );
    expect(markdown).toBe(
      [
        '# AI 助手对话',
        '_2026-11-25 20:00_',
        '## 我',
        '> # 标题?\n> 第二行',
        '## AI 助手',
        '- 一\n- 二',
        '## 我',
        '> 再问',
        '## AI 助手',
        '发生异常',
        '## 我',
        '> 三问',
      ].join('\n\n') + '\n',
    );
  });
});
