import { describe, expect, it, vi } from 'vitest';
import type { StreamDelta } from '../contract/gpt';
import type { ChatBody, ChatMode } from '../contract/gpt.schema';
import { DubKitError } from '../errors';
import { deferred } from '../testing';
import { CHAT_MODE_CALL, type ChatStream, createChatStore, validateChatInput } from './chat';

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
    });
  });

  it('names the streaming call of each mode', () => {
    expect(CHAT_MODE_CALL).toEqual({ 1: 'chat', 2: 'translate', 3: 'edit' });
  });
});
