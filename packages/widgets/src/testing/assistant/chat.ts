import { http, type RequestHandler } from 'msw';

/** Story and test data of the writing assistant's streams: SSE replies the handlers write piece by piece. */

export const CHAT_ANSWER = [
  '好的，下面是一段适合**短视频配音**的开场白：',
  '',
  '1. 开门见山，三秒抓住注意力',
  '2. 语速适中，情绪饱满',
  '3. 结尾留下悬念',
  '',
  '| 场景 | 推荐主播 | 语速 |',
  '| --- | --- | --- |',
  '| 美食探店 | 活力女声 | 1.1x |',
  '| 知识科普 | 沉稳男声 | 1.0x |',
  '',
  '```text',
  '大家好，今天带你走进一家藏在巷子里的老字号。',
  '```',
  '',
  '更多技巧见 [配音工坊](https://dubkit.example/help)。',
].join('\n');

export const WELCOMES: Record<string, string> = {
  '1': '您好，我是**配音工坊 AI写作助手**，可以帮您写文案、想标题、改台词。',
  '2': '把需要翻译的文字发给我，我会译成通顺的中文或英文。',
  '3': '把文案发给我，我来帮您润色、精简或换一种语气。',
};

export interface StreamReplyOptions {
  /** The whole answer; sent in pieces of `pieceLength` characters every `intervalMs`. */
  answer?: string;
  pieceLength?: number;
  intervalMs?: number;
  /** Hold the first piece back this long ('infinite': the answer never starts). */
  firstDelayMs?: number | 'infinite';
  /** Stay open after the answer (a stream only a stop ends). */
  hang?: boolean;
  /** After this many characters, an error event `{code, message}`. */
  failAfter?: { characters: number; code: number; message: string };
  /** Answer with this HTTP status and a JSON body instead of a stream. */
  status?: number;
  /** Reported with the last event. */
  usage?: { monthTokens: number; monthAllowance?: number };
}

export interface StreamCall {
  path: string;
  body: { content?: string; history?: { role: number; content: string }[] };
  /** The client went away (stop, mode switch). */
  aborted: boolean;
}

const encoder = new TextEncoder();
const event = (data: unknown) => encoder.encode(`data: ${JSON.stringify(data)}\n\n`);

/** An event-stream Response for one answer, as the options say; `call.aborted` turns true when the reader cancels. */
export function streamReply(options: StreamReplyOptions, call: StreamCall, signal?: AbortSignal): Response {
  const { answer = CHAT_ANSWER, pieceLength = 6, intervalMs = 15, firstDelayMs = 0, hang, failAfter, usage } = options;
  if (options.status) {
    return new Response(JSON.stringify({ code: options.status, message: '服务繁忙' }), {
      status: options.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent = 0;
  const text = failAfter ? answer.slice(0, failAfter.characters) : answer;
  const stopped = () => {
    call.aborted = true;
    clearTimeout(timer);
  };
  signal?.addEventListener('abort', stopped, { once: true });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const next = () => {
        if (call.aborted) return;
        if (sent < text.length) {
          const piece = text.slice(sent, sent + pieceLength);
          sent += piece.length;
          controller.enqueue(event({ content: piece }));
          timer = setTimeout(next, intervalMs);
          return;
        }
        if (failAfter) {
          controller.enqueue(event({ code: failAfter.code, message: failAfter.message }));
          controller.close();
          return;
        }
        if (hang) return;
        controller.enqueue(event({ content: '', final: true, ...(usage ? { usage } : {}) }));
        controller.close();
      };
      if (firstDelayMs === 'infinite') return;
      timer = setTimeout(next, firstDelayMs);
    },
    cancel: stopped,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

/**
 * The chat's server: the welcome of each mode, and the chat, translate and edit streams answering as `options`
 * (or `answers`, one per question in turn) say. `calls` records every stream asked for.
 */
export function chatServer(options: StreamReplyOptions & { answers?: StreamReplyOptions[] } = {}) {
  const calls: StreamCall[] = [];
  const handlers: RequestHandler[] = [
    http.get('*/api/gpt/welcome', ({ request }) => {
      const mode = new URL(request.url).searchParams.get('mode') ?? '1';
      return Response.json({ code: 200, message: 'success', data: WELCOMES[mode] ?? WELCOMES['1'] });
    }),
    ...['chat', 'translate', 'edit', 'rewrite'].map((name) =>
      http.post(`*/api/gpt/${name}`, async ({ request }) => {
        const call: StreamCall = { path: name, body: (await request.json()) as StreamCall['body'], aborted: false };
        calls.push(call);
        const reply = options.answers?.[calls.length - 1] ?? options;
        return streamReply(reply, call, request.signal);
      }),
    ),
  ];
  return {
    calls,
    handlers,
    reset: () => {
      calls.length = 0;
    },
  };
}
