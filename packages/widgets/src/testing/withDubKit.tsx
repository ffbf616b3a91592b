import { createMemoryAuth, type LoginUser } from '@dubkit/sdk-core';
import { Button, createDubKitTheme, Dialog, darkTheme, defaultTheme, siblingTheme } from '@dubkit/ui';
import type { Decorator } from '@storybook/react-vite';
import { getResponse, HttpResponse, type RequestHandler } from 'msw';
import { type ReactNode, useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { type Brand, DubKitProvider, useSession } from '../provider';

/** The one story decorator's options, read from `parameters.dubkit` (a meta's are merged into its stories'). */
export interface DubKitStoryParameters {
  /** The signed-in user; a visitor when absent or null. */
  user?: LoginUser | null;
  brand?: Brand;
  /** Ask for the login as the story opens (the login modal's stories). */
  requestLogin?: boolean;
  /** Hears the widget's navigation (pass `fn()` to assert it); `navigateSpy` by default. */
  onNavigate?: (to: string) => void;
  /** Runs once as the story mounts, before any request, e.g. to reset its handlers' state. */
  setup?: () => void;
  /** Stands in for the site's login modal: a login-required action goes on after 登录, signed in as this user. */
  storyLogin?: LoginUser;
  /**
   * What a request no story handler answers gets: the network (default), or a 404 envelope naming it
   * (`notFound`), so a story shows its own data wherever it renders.
   */
  unhandled?: 'network' | 'notFound';
}

/** A signed-in user for stories and tests; override any field. */
export function storyUser(patch: Partial<LoginUser> = {}): LoginUser {
  return {
    token: 'story-token',
    expire: Date.now() + 86_400_000,
    username: '13800138000',
    nickname: '配音小助手',
    avatar: '',
    vipLevel: 0,
    ...patch,
  };
}

/** Every navigation a widget asked for in the current story; reset as each story mounts. */
export const navigateSpy = fn().mockName('navigate');

/** The toolbar's themes (as in .storybook/preview.tsx): DubKitProvider themes its own root, so it takes them too. */
const themes = {
  default: defaultTheme,
  sibling: siblingTheme,
  dark: darkTheme,
  partner: () => createDubKitTheme({ color: { brand: '#c2410c', brandHover: '#ea580c', brandActive: '#9a3412' } }),
};

type Handlers = RequestHandler[] | Record<string, RequestHandler[]>;

const handlerList = (handlers: Handlers | undefined) =>
  !handlers ? [] : Array.isArray(handlers) ? handlers : Object.values(handlers).flat();

/**
 * A fetch answered by the story's msw handlers in-process, so portable stories (visual tests) get the same data
 * as Storybook without a service worker; a request no handler answers goes to the network, or is answered with a
 * 404 envelope when `unhandled` is `notFound`.
 */
export function handlerFetch(
  handlers: Handlers | undefined,
  unhandled: DubKitStoryParameters['unhandled'] = 'network',
): typeof globalThis.fetch {
  const list = handlerList(handlers);
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(list, request.clone());
    if (response) return response;
    if (unhandled === 'network') return globalThis.fetch(request);
    const { pathname } = new URL(request.url);
    return HttpResponse.json({ code: 404, message: `No story handler for ${request.method} ${pathname}` });
  };
}

function RequestLogin() {
  const { requireLogin } = useSession();
  useEffect(() => requireLogin(() => {}), [requireLogin]);
  return null;
}

/** Stands in for the site's login modal: a login-required action goes on after 登录. */
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

function StoryHost({
  parameters,
  handlers,
  theme,
  children,
}: {
  parameters: DubKitStoryParameters;
  handlers: Handlers | undefined;
  theme: keyof typeof themes;
  children: ReactNode;
}) {
  // Once, before any child effect sends a request.
  useState(() => parameters.setup?.());
  const [auth] = useState(() => createMemoryAuth(parameters.user ?? null));
  const [transport] = useState(() => handlerFetch(handlers, parameters.unhandled));
  const [navigate] = useState(() => {
    navigateSpy.mockClear();
    return parameters.onNavigate ?? navigateSpy;
  });
  const brand = parameters.brand ?? 'default';
  const [resolvedTheme] = useState(() => (brand === 'sibling' ? siblingTheme() : (themes[theme] ?? defaultTheme)()));
  return (
    <DubKitProvider auth={auth} fetch={transport} brand={brand} theme={resolvedTheme} onNavigate={navigate}>
      {parameters.requestLogin && <RequestLogin />}
      {children}
      {parameters.storyLogin && <StoryLogin user={parameters.storyLogin} />}
    </DubKitProvider>
  );
}

/**
 * The stories' one decorator: DubKitProvider with a memory login, the story's msw data, the toolbar's theme and a
 * navigation spy, as `parameters.dubkit` (`DubKitStoryParameters`) asks.
 */
export const withDubKit: Decorator = (Story, context) => (
  <StoryHost
    parameters={(context.parameters.dubkit as DubKitStoryParameters | undefined) ?? {}}
    handlers={(context.parameters.msw as { handlers?: Handlers } | undefined)?.handlers}
    theme={(context.globals.theme as keyof typeof themes | undefined) ?? 'default'}
  >
    <Story />
  </StoryHost>
);
