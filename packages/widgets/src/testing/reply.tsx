import type { AnyRoute, LoginUser, ResponseOf, Route } from '@dubkit/sdk-core';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import type { DubKitStoryParameters } from './withDubKit';

/** Story helpers of the anchor and membership widgets: typed MSW handlers, their story user and parameters. */

/** A failed call: the envelope's code and message. */
export class Failure {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

interface Call<R> {
  query: URLSearchParams;
  /** The JSON body of a body route. */
  body: R extends Route<infer Q, unknown, 'body'> ? Q : undefined;
}

export interface ReplyOptions {
  /** Milliseconds before answering, or 'infinite' to stay loading. */
  delay?: number | 'infinite';
}

/** An MSW handler for one call of the contract; the answer is typed by the call's response. */
export function reply<R extends AnyRoute>(
  route: R,
  answer: ResponseOf<R> | Failure | ((call: Call<R>) => ResponseOf<R> | Failure | Promise<ResponseOf<R> | Failure>),
  options: ReplyOptions = {},
): RequestHandler {
  const method = route.method === 'GET' ? http.get : http.post;
  return method(route.path, async ({ request }) => {
    if (options.delay !== undefined) await delay(options.delay);
    const query = new URL(request.url).searchParams;
    const body = route.in === 'body' ? ((await request.json()) as Call<R>['body']) : (undefined as Call<R>['body']);
    const result =
      typeof answer === 'function' ? await (answer as (call: Call<R>) => unknown)({ query, body }) : answer;
    return result instanceof Failure
      ? HttpResponse.json({ code: result.code, message: result.message, data: null })
      : HttpResponse.json({ code: 200, message: 'success', data: result ?? null });
  });
}

export const STORY_USER: LoginUser = {
  token: 'story-token',
  expire: Date.UTC(2099, 0, 1),
  username: '13800000000',
  nickname: '配音小王',
  avatar: '',
  vipLevel: 0,
};

/**
 * `parameters.dubkit` of the anchor and membership stories (with `withDubKit`): 登录 in the stand-in login dialog signs
 * in STORY_USER, and a request no handler answers gets a 404 envelope, so a story shows only its own data.
 */
export const CONTRACT_STORY: DubKitStoryParameters = { storyLogin: STORY_USER, unhandled: 'notFound' };

/** Waits until the element is visible: dialogs and toasts fade in. */
export function shown(element: HTMLElement): Promise<void> {
  return waitFor(() => expect(element).toBeVisible());
}

/** Waits until a toast with the text has slid in. */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(async () => {
    const toast = screen.getByText(text);
    await expect(toast).toBeVisible();
    return toast;
  });
}
