import type { AnyRoute, Envelope, ResponseOf } from '@dubkit/sdk-core';
import { delay, HttpResponse, http } from 'msw';

export interface MockRequest {
  request: Request;
  /** The URL query of a query call. */
  query: URLSearchParams;
  /** The JSON body of a body call; undefined for query calls. */
  body: unknown;
}

type Answer<R> = ResponseOf<R> | Envelope<ResponseOf<R> | null>;

export interface MockOptions {
  /** Holds the reply back, to show loading states; `'infinite'` never answers. */
  delayMs?: number | 'infinite';
}

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  !!value && typeof value === 'object' && 'code' in value && 'message' in value && 'data' in value;

/** The success envelope the server wraps `data` in. */
export function ok<T>(data: T): Envelope<T> {
  return { code: 200, message: 'success', data };
}

/** An error envelope: the client rejects with this code and message. */
export function fail(code: number, message: string): Envelope<null> {
  return { code, message, data: null };
}

/**
 * An msw handler for one call of the contract, typed by it: answer with the call's data (wrapped in the success
 * envelope), an envelope of your own (`fail(...)`), or a function of the request returning either.
 */
export function mock<R extends AnyRoute>(
  route: R,
  answer: Answer<R> | ((input: MockRequest) => Answer<R> | Promise<Answer<R>>),
  { delayMs }: MockOptions = {},
) {
  const method = route.method === 'GET' ? http.get : http.post;
  return method(route.path, async ({ request }) => {
    if (delayMs !== undefined) await delay(delayMs);
    const query = new URL(request.url).searchParams;
    const body = route.in === 'body' ? await request.json().catch(() => undefined) : undefined;
    const value =
      typeof answer === 'function'
        ? await (answer as (input: MockRequest) => unknown)({ request, query, body })
        : answer;
    return HttpResponse.json(isEnvelope(value) ? value : ok(value));
  });
}
