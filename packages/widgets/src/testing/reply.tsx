import {
  type AnyRoute,
  createDubKitClient,
  createMemoryAuth,
  type LoginUser,
  type ResponseOf,
  type Route,
} from '@dubkit/sdk-core';
import {
  Button,
  createDubKitTheme,
  Dialog,
  type DubKitTheme,
  darkTheme,
  defaultTheme,
  siblingTheme,
  type Toaster,
} from '@dubkit/ui';
import type { Decorator } from '@storybook/react-vite';
import { delay, getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { DubKitProvider, useDubKit, useSession } from '../provider';

/** Story helpers of the anchor and membership widgets: typed MSW handlers and the DubKitProvider decorator. */

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

/**
 * Requests of the story's client are answered by the story's MSW handlers directly, so a story shows its data
 * wherever it renders (Storybook, story tests, visual tests that run no loaders).
 */
function handlerFetch(handlers: readonly RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse([...handlers], request);
    if (response) return response;
    const { pathname } = new URL(request.url);
    return HttpResponse.json({ code: 404, message: `No story handler for ${request.method} ${pathname}` });
  };
}

/** The toolbar's themes (as in .storybook/preview.tsx): DubKitProvider themes its own root, so it takes them too. */
const THEMES: Record<string, () => DubKitTheme> = {
  default: defaultTheme,
  sibling: siblingTheme,
  dark: darkTheme,
  partner: () => createDubKitTheme({ color: { brand: '#c2410c', brandHover: '#ea580c', brandActive: '#9a3412' } }),
};

export interface DubKitStoryParameters {
  /** The signed-in user; a visitor when absent. */
  user?: LoginUser;
  /** Hears the widget's navigation (pass `fn()` to assert it). */
  onNavigate?: (to: string) => void;
  /** Runs as the story mounts, e.g. to reset its handlers' state. */
  setup?: () => void;
}

/** Stands in for the site's login modal: a login-required action continues after 登录. */
function StoryLogin({ user }: { user: LoginUser }) {
  const session = useSession();
  return (
    <Dialog
      open={session.loginRequested}
      onOpenChange={(open) => !open && session.cancelLogin()}
      title="登录"
      footer={<Button onClick={() => session.login(user)}>登录</Button>}
    >
      请先登录您的账号！
    </Dialog>
  );
}

/** Hands the provider's toaster to the story client, which reports failed calls as toasts like the provider's own. */
function ToasterBridge({ target }: { target: { current: Toaster | null } }) {
  const { toaster } = useDubKit();
  useEffect(() => {
    target.current = toaster;
  }, [toaster, target]);
  return null;
}

export const STORY_USER: LoginUser = {
  token: 'story-token',
  expire: Date.UTC(2099, 0, 1),
  username: '13800000000',
  nickname: '配音小王',
  avatar: '',
  vipLevel: 0,
};

function StoryDubKit({
  handlers,
  user,
  onNavigate,
  setup,
  themeName,
  children,
}: { handlers: readonly RequestHandler[]; themeName: string; children: ReactNode } & DubKitStoryParameters) {
  // Once, before any child effect sends a request.
  useState(() => setup?.());
  const toaster = useRef<Toaster | null>(null);
  const [auth] = useState(() => createMemoryAuth(user ?? null));
  const theme = useMemo(() => (THEMES[themeName] ?? defaultTheme)(), [themeName]);
  const [client] = useState(() =>
    createDubKitClient({
      auth,
      fetch: handlerFetch(handlers),
      onError: (error) => toaster.current?.error(error.message),
    }),
  );
  return (
    <DubKitProvider auth={auth} client={client} theme={theme} onNavigate={onNavigate}>
      <ToasterBridge target={toaster} />
      {children}
      <StoryLogin user={user ?? STORY_USER} />
    </DubKitProvider>
  );
}

/** Wraps a story in DubKitProvider with a memory login (`parameters.dubkit`) and the story's MSW handlers. */
export const withDubKit: Decorator = (Story, context) => {
  const handlers = (context.parameters.msw?.handlers ?? []) as RequestHandler[];
  const options = (context.parameters.dubkit ?? {}) as DubKitStoryParameters;
  return (
    <StoryDubKit handlers={handlers} themeName={String(context.globals.theme ?? 'default')} {...options}>
      <Story />
    </StoryDubKit>
  );
};

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
