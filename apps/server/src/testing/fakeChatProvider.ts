import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one request. */
export interface FakeAnswer {
  /** The answer's pieces, one chunk each. */
  pieces?: string[];
  /** Pause before each piece. */
  delayMs?: number;
  /** Reported in the last chunk, as `stream_options.include_usage` asks (completion within `max_tokens`); none when absent. */
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** After the pieces: hold the stream open, cut the connection, or send an error event. */
  ending?: 'stall' | 'cut' | 'error-event';
  /** Refuse the request with this HTTP status instead. */
  status?: number;
}

export interface FakeRequest {
  body: {
    model: string;
    stream: boolean;
    stream_options?: { include_usage?: boolean };
    max_tokens?: number;
    messages: Array<{ role: string; content: string }>;
  };
  authorization: string | undefined;
  /** When each piece was written (performance.now()), for the stream benchmark. */
  pieceTimes: number[];
  /** Resolves when the caller hung up before the answer ended. */
  cancelled: Promise<void>;
  wasCancelled: boolean;
}

/**
 * A local OpenAI-compatible chat completions server for tests: streams chunks, stalls, errors mid-stream, reports
 * usage, and records each request and whether its caller cancelled it.
 */
export interface FakeChatProvider {
  baseUrl: string;
  requests: FakeRequest[];
  /** Sets the answer to the requests from now on. */
  answer(answer: FakeAnswer): void;
  close(): Promise<void>;
}

const chunk = (delta: object, extra: object = {}) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;

export async function startFakeChatProvider(): Promise<FakeChatProvider> {
  let current: FakeAnswer = { pieces: ['好的。'], usage: { prompt_tokens: 10, completion_tokens: 3 } };
  const requests: FakeRequest[] = [];

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(part as Buffer);
    let markCancelled = () => {};
    const record: FakeRequest = {
      body: JSON.parse(Buffer.concat(raw).toString('utf8')),
      authorization: req.headers.authorization,
      pieceTimes: [],
      cancelled: new Promise<void>((resolve) => {
        markCancelled = resolve;
      }),
      wasCancelled: false,
    };
    requests.push(record);
    res.on('close', () => {
      if (res.writableFinished) return;
      record.wasCancelled = true;
      markCancelled();
    });
    const answer = current;
    if (req.url !== '/v1/chat/completions' || answer.status) {
      res.writeHead(answer.status ?? 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'refused by the fake', type: 'fake_error', code: null } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const piece of answer.pieces ?? []) {
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (res.destroyed) return;
      res.write(chunk({ content: piece }));
      record.pieceTimes.push(performance.now());
    }
    if (answer.ending === 'stall') return;
    if (answer.ending === 'cut') {
      // The pieces reach the caller first; then the connection drops without ending the stream.
      await new Promise((resolve) => res.write('', resolve));
      res.socket?.destroy();
      return;
    }
    if (answer.ending === 'error-event') {
      res.end(`data: ${JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } })}\n\n`);
      return;
    }
    if (answer.usage) {
      const { prompt_tokens } = answer.usage;
      // A provider stops answering at max_tokens.
      const completion_tokens = Math.min(
        answer.usage.completion_tokens,
        record.body.max_tokens ?? Number.POSITIVE_INFINITY,
      );
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [], usage: { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens } })}\n\n`,
      );
    }
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    respond(req, res).catch(() => res.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (answer) => {
      current = answer;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
