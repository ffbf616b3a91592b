import { createMemoryAuth, type LoginUser } from '@dubkit/sdk-core';
import { Button, createDubKitTheme, Dialog, darkTheme, defaultTheme, siblingTheme } from '@dubkit/ui';
import type { Decorator } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { type ReactNode, useState } from 'react';
import { fn, waitFor } from 'storybook/test';
import { DubKitProvider, useSession } from '../../provider';
import { handlerFetch } from '../withDubKit';

/** Story helpers of the studio widgets: a memory login, the story's msw data and a navigation spy. */

export interface StudioStoryParameters {
  /** The signed-in user; a visitor when null. */
  user?: LoginUser | null;
}

export const studioUser: LoginUser = {
  token: 'studio-token',
  expire: Date.UTC(2099, 0, 1),
  username: '13800000000',
  nickname: '配音小王',
  avatar: '',
  vipLevel: 0,
};

/** Every navigation a widget asked for in the current story; cleared as each story mounts. */
export const navigated = fn().mockName('navigate');

const themes = {
  default: defaultTheme,
  sibling: siblingTheme,
  dark: darkTheme,
  partner: () => createDubKitTheme({ color: { brand: '#c2410c', brandHover: '#ea580c', brandActive: '#9a3412' } }),
};

/** Stands in for the site's login modal: a login-required action goes on after 登录. */
function StoryLogin() {
  const session = useSession();
  return (
    <Dialog
      open={session.loginRequested}
      onOpenChange={(open) => !open && session.cancelLogin()}
      title="登录"
      footer={<Button onClick={() => session.login(studioUser)}>登录</Button>}
    >
      请先登录您的账号！
    </Dialog>
  );
}

function StudioHost({
  user,
  handlers,
  theme,
  children,
}: {
  user: LoginUser | null;
  handlers: RequestHandler[];
  theme: keyof typeof themes;
  children: ReactNode;
}) {
  const [auth] = useState(() => createMemoryAuth(user));
  const [transport] = useState(() => handlerFetch(handlers));
  const [resolvedTheme] = useState(() => (themes[theme] ?? defaultTheme)());
  useState(() => navigated.mockClear());
  return (
    <DubKitProvider auth={auth} fetch={transport} theme={resolvedTheme} onNavigate={navigated}>
      {children}
      <StoryLogin />
    </DubKitProvider>
  );
}

/** Wraps a story in DubKitProvider: `parameters.dubkit.user` (signed in by default), the msw handlers, the theme. */
export const withStudio: Decorator = (Story, context) => {
  const parameters = (context.parameters.dubkit ?? {}) as StudioStoryParameters;
  return (
    <StudioHost
      user={parameters.user === undefined ? studioUser : parameters.user}
      handlers={(context.parameters.msw?.handlers ?? []) as RequestHandler[]}
      theme={(context.globals.theme as keyof typeof themes | undefined) ?? 'default'}
    >
      <Story />
    </StudioHost>
  );
};

/**
 * Test clicks are not user gestures, so Chromium's autoplay policy refuses play(); a story about previews lets media
 * start as a real click would (use as the story's `beforeEach`; it returns the restore).
 */
export function allowPlayback(): () => void {
  const original = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play() {
    return Promise.resolve();
  };
  return () => {
    HTMLMediaElement.prototype.play = original;
  };
}

/** Room for a loaded machine when waiting (testing-library waits 1 s by default). */
export const PATIENCE = { timeout: 5000 } as const;

/** Waits until the assertion passes, with `PATIENCE`. */
export const eventually = <T,>(assertion: () => T | Promise<T>) => waitFor(assertion, PATIENCE);
