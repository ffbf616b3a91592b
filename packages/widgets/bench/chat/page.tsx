/**
 * The chat's benchmark page: the real ChatView (sdk-core chat store, Markdown renderer) fed by a scripted stream the
 * benchmark drives one chunk at a time, timing each chunk from its arrival to the next paint; and a 200-message
 * conversation to scroll and stream in while long tasks are counted.
 */

import { createMemoryAuth, type StreamDelta } from '@dubkit/sdk-core';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Chat, DubKitProvider } from '../../src';
import { CHAT_ANSWER } from '../../src/testing/assistant/chat';

/** Resolves after the browser has painted the current frame: a task queued from a frame callback runs after it. */
const nextPaint = () =>
  new Promise<number>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });

let push: ((delta: StreamDelta) => void) | null = null;
let finish: (() => void) | null = null;

/** The streams the chat asks: each answer is what the benchmark pushes; the conversation's history comes first. */
const encoder = new TextEncoder();
const fetchStub: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname.endsWith('/welcome'))
    return Response.json({ code: 200, message: 'success', data: '您好，我是配音工坊 AI写作助手。' });
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(own) {
      controller = own;
    },
  });
  push = (delta) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(delta)}\n\n`));
  finish = () => controller.close();
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
};

const longTasks: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });

const root = createRoot(document.getElementById('root') as HTMLElement);

function mount() {
  flushSync(() =>
    root.render(
      <DubKitProvider auth={createMemoryAuth(null)} fetch={fetchStub}>
        <div style={{ width: 1100, margin: '0 auto' }}>
          <Chat />
        </div>
      </DubKitProvider>,
    ),
  );
}

const input = () => document.querySelector<HTMLTextAreaElement>('textarea') as HTMLTextAreaElement;
const setValue = (value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setter?.call(input(), value);
  input().dispatchEvent(new Event('input', { bubbles: true }));
};
const waitFor = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** Asks a question; resolves once its stream is open. */
async function ask(question: string) {
  push = null;
  setValue(question);
  await new Promise((resolve) => setTimeout(resolve, 0));
  input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true }));
  await waitFor(() => push !== null);
}

/** Streams `answer` in chunks of about `chunkChars`, one every `intervalMs`; gives each chunk's arrival-to-paint ms. */
async function stream(answer: string, chunkChars: number, intervalMs: number) {
  const times: number[] = [];
  for (let at = 0; at < answer.length; at += chunkChars) {
    const piece = answer.slice(at, at + chunkChars);
    const arrived = performance.now();
    push?.({ content: piece });
    times.push((await nextPaint()) - arrived);
    const wait = intervalMs - (performance.now() - arrived);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  push?.({ content: '', final: true });
  finish?.();
  await waitFor(() => !document.querySelector('[data-processing]'));
  return times;
}

/** A Markdown answer of about `tokens` tokens (1 token ≈ 1.5 Chinese characters / 4 Latin ones; the mix ≈ 2 chars). */
function answerOf(tokens: number) {
  let text = '';
  while (text.length < tokens * 2) text += `${CHAT_ANSWER}\n\n`;
  return text.slice(0, tokens * 2);
}

Object.assign(window, {
  bench: {
    mount,
    answerOf,
    ask,
    stream,
    longTasks,
    /** Fills the conversation with `count` messages (count/2 exchanges) through the store's own flow. */
    async fill(count: number, answerChars: number) {
      for (let i = 0; i < count / 2; i++) {
        await ask(`第${i + 1}个问题：写一段配音文案`);
        push?.({ content: answerOf(answerChars / 2) });
        push?.({ content: '', final: true });
        finish?.();
        await waitFor(() => !document.querySelector('[data-processing]'));
      }
    },
    async scroll(steps: number) {
      const list = document.querySelector<HTMLElement>('[role="log"]') as HTMLElement;
      const times: number[] = [];
      for (let i = 0; i < steps; i++) {
        const start = performance.now();
        list.scrollTop = (list.scrollHeight * (steps - i)) / steps;
        list.dispatchEvent(new Event('scroll'));
        times.push((await nextPaint()) - start);
      }
      return times;
    },
    messageCount: () => document.querySelectorAll('[data-role="question"], [data-role="answer"]').length,
    reset: () => {
      longTasks.length = 0;
    },
  },
});
