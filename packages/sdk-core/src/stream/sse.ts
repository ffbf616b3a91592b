import type { AuthProvider } from '../auth/provider';
import { PUBLISHABLE_KEY_HEADER } from '../constants';
import type { AnyRoute, RequestOf, ResponseOf, Route } from '../contract/define';
import type { StreamDelta, StreamUsage } from '../contract/gpt';
import { type Routes, routes } from '../contract/routes';
import { DubKitError, STREAM_FAILURE_CODE, STREAM_FAILURE_MESSAGE, SUCCESS_CODE, statusMessage } from '../errors';
import { SIGNATURE_HEADER } from './signatureHeader';

// The event parser and the cipher load with a page's first stream: every page has the streams, few pages stream.
const streamParts = () => Promise.all([import('eventsource-parser'), import('./cipher')]);

export interface DubKitStreamsOptions {
  /** Origin the `/api/...` paths are resolved against; empty for the page's own. */
  baseUrl?: string;
  auth?: AuthProvider;
  /** A partner site's publishable key, as the client sends it. */
  publishableKey?: string;
  /** The AES key of the signature header (16, 24 or 32 bytes of UTF-8). */
  signatureKey: string;
  fetch?: typeof globalThis.fetch;
}

export interface StreamCallOptions<T> {
  /** Receives each event of the answer in order. */
  onDelta: (delta: T) => void;
  /** Aborting stops the stream; the call then resolves without an error. */
  signal?: AbortSignal;
}

/** Resolves when the stream ends; rejects with a `DubKitError`. */
export type StreamMethod<R> = (input: RequestOf<R>, options: StreamCallOptions<ResponseOf<R>>) => Promise<void>;

type StreamCalls<D> = {
  [K in keyof D as D[K] extends Route<unknown, unknown, 'body', 'stream'> ? K : never]: StreamMethod<D[K]>;
};

export type DubKitStreams = {
  [D in keyof Routes as keyof StreamCalls<Routes[D]> extends never ? never : D]: StreamCalls<Routes[D]>;
};

const failure = (cause: unknown) => new DubKitError(STREAM_FAILURE_CODE, STREAM_FAILURE_MESSAGE, { cause });

/** Reads one event's data: a JSON object with a `code` is an error; plain text is a piece of the answer. */
export function readStreamData(data: string): StreamDelta {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { content: data };
  }
  if (typeof value === 'string') return { content: value };
  if (value && typeof value === 'object') {
    const record = value as { code?: unknown; message?: unknown; content?: unknown; final?: unknown; usage?: unknown };
    if ('code' in record) throw new DubKitError(Number(record.code), String(record.message ?? STREAM_FAILURE_MESSAGE));
    const usage = readUsageField(record.usage);
    return {
      content: String(record.content ?? ''),
      ...(record.final === true ? { final: true } : {}),
      ...(usage ? { usage } : {}),
    };
  }
  return { content: data };
}

/** A `usage` field of an event: kept when it carries a finite `monthTokens`. */
function readUsageField(value: unknown): StreamUsage | null {
  if (!value || typeof value !== 'object') return null;
  const { monthTokens, monthAllowance } = value as { monthTokens?: unknown; monthAllowance?: unknown };
  if (typeof monthTokens !== 'number' || !Number.isFinite(monthTokens)) return null;
  return typeof monthAllowance === 'number' && Number.isFinite(monthAllowance)
    ? { monthTokens, monthAllowance }
    : { monthTokens };
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** A refused stream: the status and its text (spec §8), or the message of a JSON envelope when the server sent one. */
async function refusal(response: Response): Promise<DubKitError> {
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    if (body && typeof body.code === 'number' && body.code !== SUCCESS_CODE && typeof body.message === 'string')
      return new DubKitError(body.code, body.message);
  } else {
    response.body?.cancel().catch(() => {});
  }
  return new DubKitError(response.status, statusMessage(response));
}

/**
 * Server-sent events over fetch for chat, translate, edit, rewrite and inspiration apply (spec part 2 §7, §8):
 * JSON body, bearer token and the `X-Signature` header; the reply must be an event stream.
 */
export function createDubKitStreams(options: DubKitStreamsOptions): DubKitStreams {
  const { auth, signatureKey } = options;
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');

  // The server takes each signature once, and a signature is the current second: one stream per second per client.
  let lastSignedSecond = 0;
  async function sign(createSignature: (key: string, now: number) => Promise<string>, signal?: AbortSignal) {
    let now = Date.now();
    // A timer may fire a moment before the wall clock turns the second, so the clock is read again after each wait.
    while (Math.floor(now / 1000) <= lastSignedSecond && !signal?.aborted) {
      await pause(1000 - (now % 1000), signal);
      now = Date.now();
    }
    lastSignedSecond = Math.floor(now / 1000);
    return createSignature(signatureKey, now);
  }

  async function stream(route: AnyRoute, input: unknown, { onDelta, signal }: StreamCallOptions<unknown>) {
    let response: Response;
    let createParser: typeof import('eventsource-parser').createParser;
    try {
      const [parser, cipher] = await streamParts();
      createParser = parser.createParser;
      const signature = await sign(cipher.createSignature, signal);
      const token = await auth?.getToken();
      response = await (options.fetch ?? globalThis.fetch)(baseUrl + route.path, {
        method: route.method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          [SIGNATURE_HEADER]: signature,
          ...(options.publishableKey ? { [PUBLISHABLE_KEY_HEADER]: options.publishableKey } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(input),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) return;
      throw failure(error);
    }
    if (response.status === 401) auth?.onUnauthorized?.();
    if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
      throw await refusal(response);
    }

    let error: DubKitError | undefined;
    const parser = createParser({
      onEvent: (event) => {
        if (error) return;
        try {
          onDelta(readStreamData(event.data));
        } catch (cause) {
          error = cause instanceof DubKitError ? cause : failure(cause);
        }
      },
    });
    const reader = response.body.getReader();
    const stop = () => {
      reader.cancel().catch(() => {});
    };
    // Cancelling ends a pending read at once, whatever the transport does with the abort.
    signal?.addEventListener('abort', stop, { once: true });
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal?.aborted) return;
        parser.feed(decoder.decode(value, { stream: true }));
        if (error) {
          stop();
          throw error;
        }
      }
    } catch (cause) {
      if (signal?.aborted) return;
      throw cause instanceof DubKitError ? cause : failure(cause);
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }

  const streams: Record<string, Record<string, unknown>> = {};
  for (const [domain, calls] of Object.entries(routes)) {
    for (const [name, route] of Object.entries(calls as Record<string, AnyRoute>)) {
      if (route.reply !== 'stream') continue;
      streams[domain] ??= {};
      streams[domain][name] = (input: unknown, call: StreamCallOptions<unknown>) => stream(route, input, call);
    }
  }
  return streams as DubKitStreams;
}
