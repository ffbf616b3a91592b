import { createMemoryAuth, type LoginUser } from '@dubkit/sdk-core';
import { createDubKitTheme, darkTheme, defaultTheme, siblingTheme } from '@dubkit/ui';
import type { Decorator } from '@storybook/react-vite';
import { getResponse, type RequestHandler } from 'msw';
import { type ReactNode, useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { type Brand, DubKitProvider, useSession } from '../provider';

export interface DubKitStoryParameters {
  /** The signed-in user; a visitor when absent. */
  user?: LoginUser | null;
  brand?: Brand;
  /** Ask for the login as the story opens (the login modal's stories). */
  requestLogin?: boolean;
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

const themes = {
  default: defaultTheme,
  sibling: siblingTheme,
  dark: darkTheme,
  partner: () => createDubKitTheme({ color: { brand: '#c2410c', brandHover: '#ea580c', brandActive: '#9a3412' } }),
};

type Handlers = RequestHandler[] | Record<string, RequestHandler[]>;

/**
 * A fetch answered by the story's msw handlers in-process, so portable stories (visual tests) get the same data
 * as Storybook without a service worker; a request no handler answers goes to the network.
 */
export function handlerFetch(handlers: Handlers | undefined): typeof globalThis.fetch {
  const list = !handlers ? [] : Array.isArray(handlers) ? handlers : Object.values(handlers).flat();
  return async (input, init) => {
    const request = new Request(input, init);
    return (await getResponse(list, request.clone())) ?? globalThis.fetch(request);
  };
}

function RequestLogin() {
  const { requireLogin } = useSession();
  useEffect(() => requireLogin(() => {}), [requireLogin]);
  return null;
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
  const [auth] = useState(() => createMemoryAuth(parameters.user ?? null));
  const [transport] = useState(() => handlerFetch(handlers));
  const [navigate] = useState(() => {
    navigateSpy.mockClear();
    return navigateSpy;
  });
  const brand = parameters.brand ?? 'default';
  const [resolvedTheme] = useState(() => (brand === 'sibling' ? siblingTheme() : (themes[theme] ?? defaultTheme)()));
  return (
    <DubKitProvider auth={auth} fetch={transport} brand={brand} theme={resolvedTheme} onNavigate={navigate}>
      {parameters.requestLogin && <RequestLogin />}
      {children}
    </DubKitProvider>
  );
}

/** Wraps a story in DubKitProvider: memory login (`parameters.dubkit.user`), the story's msw data, the toolbar theme. */
export const withDubKit: Decorator = (Story, context) => (
  <StoryHost
    parameters={(context.parameters.dubkit as DubKitStoryParameters | undefined) ?? {}}
    handlers={(context.parameters.msw as { handlers?: Handlers } | undefined)?.handlers}
    theme={(context.globals.theme as keyof typeof themes | undefined) ?? 'default'}
  >
    <Story />
  </StoryHost>
);
