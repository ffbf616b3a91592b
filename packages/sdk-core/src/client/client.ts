import ky, { type Options as KyOptions, TimeoutError } from 'ky';
import type { AuthProvider } from '../auth/provider';
import { HTTP_TIMEOUT_MS, PUBLISHABLE_KEY_HEADER } from '../constants';
import type { AnyRoute, Envelope, RequestOf, ResponseOf, Route, UploadPolicy } from '../contract/define';
import { type Routes, routes } from '../contract/routes';
import type { AuditionBody } from '../contract/tasks.schema';
import {
  DubKitError,
  INVALID_REQUEST_CODE,
  isAbortError,
  NETWORK_ERROR_CODE,
  SUCCESS_CODE,
  statusMessage,
  TIMEOUT_CODE,
  TIMEOUT_MESSAGE,
} from '../errors';

export interface DubKitClientOptions {
  /** Origin the `/api/...` paths are resolved against, e.g. `https://dub.example.com`; empty for the page's own. */
  baseUrl?: string;
  /** Supplies the bearer token and hears about 401 replies. */
  auth?: AuthProvider;
  /** A partner site's publishable key, sent with every call so the server answers its origin (see the README's embedding). */
  publishableKey?: string;
  /** Told about every failed call the caller did not mark handled: the host shows the toast. */
  onError?: (error: DubKitError) => void;
  /** No response within this time is code 206 网络请求超时. Default 120000. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /**
   * Checks each request before it is sent; a message fails the call with code 400 as the server would.
   * Opt in with `validateRequest` from `@dubkit/sdk-core/validation` (it brings the schemas; this entry stays without them).
   */
  validate?: (route: AnyRoute, input: unknown) => string | null;
}

export interface CallOptions {
  /** The caller shows the failure itself: `onError` is not told. The call still rejects. */
  handled?: boolean;
  signal?: AbortSignal;
  /** This call's bearer token in place of the provider's: a logout ends the token the provider has already dropped. */
  token?: string;
}

export interface UploadOptions extends CallOptions {
  /** Told the share of the file sent so far, 0 to 1, as it goes (and 1 when the host has answered). */
  onProgress?: (fraction: number) => void;
}

type Reply<R> = R extends Route<unknown, unknown, 'query' | 'body', 'binary'> ? ArrayBuffer : ResponseOf<R>;

/** One typed method per call; a call without parameters may be called with none. */
export type CallMethod<R> = [RequestOf<R>] extends [undefined]
  ? (input?: undefined, options?: CallOptions) => Promise<Reply<R>>
  : (input: RequestOf<R>, options?: CallOptions) => Promise<Reply<R>>;

/** Streaming calls are served by `createDubKitStreams`, not by this client. */
export type DomainClient<D> = {
  [K in keyof D as D[K] extends Route<unknown, unknown, 'query' | 'body', 'stream'> ? never : K]: CallMethod<D[K]>;
};

export type DubKitClient = { [D in keyof Routes]: DomainClient<Routes[D]> } & {
  /**
   * Posts a file to the storage host of an upload policy (OCR, speech-to-text, drawing reference image)
   * and returns the envelope's data, e.g. `OcrUploadResult` or `DrawUploadResult`.
   */
  upload<T>(policy: UploadPolicy, file: Blob, options?: UploadOptions): Promise<T>;
  /**
   * The audition's audio as it arrives, for a player that starts on the first bytes (`tasks.audition` waits for the
   * whole chunk). A JSON error body rejects with its message, as `tasks.audition` does.
   */
  auditionStream(input: AuditionBody, options?: CallOptions): Promise<ReadableStream<Uint8Array>>;
};

/** The part of XMLHttpRequest an upload uses; named here so that the client also type-checks without the DOM library. */
interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: Blob): void;
  abort(): void;
  responseType: string;
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

const UploadRequest = () => (globalThis as { XMLHttpRequest?: new () => UploadRequest }).XMLHttpRequest;

/**
 * A fetch on XMLHttpRequest, for its upload progress: Chromium streams a fetch body (what ky's `onUploadProgress`
 * needs) only over HTTP/2, and storage hosts are often HTTP/1.1.
 */
function fetchWithUploadProgress(Xhr: new () => UploadRequest, onProgress: (fraction: number) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open(request.method, request.url);
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        resolve(new Response(xhr.response as Blob, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      const abort = () => xhr.abort();
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('The upload was aborted', 'AbortError'));
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('json');

async function readEnvelope<T>(response: Response): Promise<T> {
  let body: Envelope<T> | undefined;
  try {
    body = isJson(response) ? ((await response.json()) as Envelope<T>) : undefined;
  } catch {
    // An unreadable body is reported by its HTTP status below.
  }
  if (!body || typeof body.code !== 'number') throw new DubKitError(response.status, statusMessage(response));
  if (body.code !== SUCCESS_CODE) throw new DubKitError(body.code, body.message, { detail: body.detail });
  return body.data;
}

async function readReply(route: AnyRoute, response: Response): Promise<unknown> {
  if (route.reply !== 'binary') return readEnvelope(response);
  if (response.ok && !isJson(response)) return response.arrayBuffer();
  await readEnvelope(response);
  // A success envelope in place of audio carries no sound; the audition queue skips it.
  return new ArrayBuffer(0);
}

function toDubKitError(error: unknown): DubKitError {
  if (error instanceof DubKitError) return error;
  if (error instanceof TimeoutError) return new DubKitError(TIMEOUT_CODE, TIMEOUT_MESSAGE, { cause: error });
  const transport = error instanceof Error ? error : new Error(String(error));
  const code = (transport.cause as { code?: unknown } | undefined)?.code;
  const message = typeof code === 'string' ? `${transport.message} (${code})` : transport.message;
  return new DubKitError(NETWORK_ERROR_CODE, message, { cause: error });
}

function toSearchParams(input: unknown): Record<string, string> | undefined {
  if (!input || typeof input !== 'object') return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) if (value != null) params[key] = String(value);
  return params;
}

/** The typed client of every non-streaming call of the contract, on ky (spec part 1 §7 and §8). */
export function createDubKitClient(options: DubKitClientOptions = {}): DubKitClient {
  const { auth, onError } = options;
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const transport = {
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  } satisfies KyOptions;
  // The storage host reads the signed policy, not our token; a large file takes as long as the line needs.
  const storage = ky.create({ ...transport, timeout: false });
  const http = ky.create({
    ...transport,
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    hooks: {
      beforeRequest: [
        async (request) => {
          if (options.publishableKey) request.headers.set(PUBLISHABLE_KEY_HEADER, options.publishableKey);
          if (request.headers.has('Authorization')) return;
          const token = await auth?.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function send(
    url: string,
    init: KyOptions,
    read: (response: Response) => Promise<unknown>,
    call: CallOptions,
    check?: () => string | null,
    via: typeof http = http,
  ) {
    try {
      const invalid = check?.();
      if (invalid) throw new DubKitError(INVALID_REQUEST_CODE, invalid);
      const headers = call.token ? { ...init.headers, Authorization: `Bearer ${call.token}` } : init.headers;
      const response = await via(url, { ...init, headers, signal: call.signal });
      try {
        return await read(response);
      } catch (error) {
        const unauthorized = response.status === 401 || (error instanceof DubKitError && error.code === 401);
        // A token of the call's own is not the provider's: its refusal says nothing of the current login.
        if (unauthorized && !call.token) auth?.onUnauthorized?.();
        throw error;
      }
    } catch (error) {
      if (call.signal?.aborted || isAbortError(error)) throw error;
      const failure = toDubKitError(error);
      if (!call.handled) onError?.(failure);
      throw failure;
    }
  }

  const client: Record<string, unknown> = {
    upload: async (policy: UploadPolicy, file: Blob, call: UploadOptions = {}) => {
      const form = new FormData();
      form.append('key', `${policy.dir}${policy.filename}`);
      form.append('OSSAccessKeyId', policy.accessKeyId);
      form.append('policy', policy.policy);
      form.append('Signature', policy.signature);
      form.append('callback', policy.callback);
      form.append('success_action_status', '200');
      form.append('file', file, policy.filename);
      const { onProgress } = call;
      const Xhr = UploadRequest();
      const progress = onProgress && Xhr && !options.fetch ? { fetch: fetchWithUploadProgress(Xhr, onProgress) } : {};
      // Our own storage host answers a partner's site for its key; a third-party host would refuse the extra header.
      const ownHost = policy.host.startsWith('/') || (baseUrl !== '' && policy.host.startsWith(`${baseUrl}/`));
      const headers = options.publishableKey && ownHost ? { [PUBLISHABLE_KEY_HEADER]: options.publishableKey } : {};
      const result = await send(
        policy.host,
        { method: 'POST', body: form, headers, ...progress },
        readEnvelope,
        call,
        undefined,
        storage,
      );
      onProgress?.(1);
      return result;
    },
    auditionStream: (input: AuditionBody, call: CallOptions = {}) => {
      const route = routes.tasks.audition;
      return send(
        baseUrl + route.path,
        { method: route.method, json: input },
        async (response) => {
          if (response.ok && !isJson(response) && response.body) return response.body;
          // A success envelope in place of audio carries no sound: an empty stream, which the player skips.
          await readEnvelope(response);
          return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
        },
        call,
        options.validate && (() => options.validate?.(route, input) ?? null),
      );
    },
  };
  for (const [domain, calls] of Object.entries(routes)) {
    const methods: Record<string, unknown> = {};
    for (const [name, route] of Object.entries(calls as Record<string, AnyRoute>)) {
      if (route.reply === 'stream') continue;
      methods[name] = (input: unknown, call: CallOptions = {}) =>
        send(
          baseUrl + route.path,
          route.in === 'query'
            ? { method: route.method, searchParams: toSearchParams(input) }
            : { method: route.method, json: input ?? {} },
          (response) => readReply(route, response),
          call,
          options.validate && (() => options.validate?.(route, input) ?? null),
        );
    }
    client[domain] = methods;
  }
  return client as DubKitClient;
}
