import { createMemoryAuth } from '@dubkit/sdk-core';
import { act, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DubKitProvider, useClient, useMessages, useSession } from '.';

const server = setupServer(
  http.get('http://api.test/api/user/profile', () =>
    HttpResponse.json({ code: 401, message: '请先登录您的账号！', data: null }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function LoginPrompt() {
  return <p>{useMessages().loginRequired}</p>;
}

/** Hands the hooks' values to the test. */
const probe: { session?: ReturnType<typeof useSession>; client?: ReturnType<typeof useClient> } = {};

function SessionProbe() {
  const session = useSession();
  probe.session = session;
  return <span>{session.user ? `${session.name}${session.member ? ' 会员' : ''}` : '访客'}</span>;
}

function ClientProbe() {
  probe.client = useClient();
  return null;
}

const user = { token: 't', expire: Date.now() + 60_000, username: 'dk1', nickname: '', avatar: '', vipLevel: 2 };

describe('DubKitProvider', () => {
  it('serves the zh-CN catalogue by default and lets a partner override one message', () => {
    const { unmount } = render(
      <DubKitProvider>
        <LoginPrompt />
      </DubKitProvider>,
    );
    expect(screen.getByText('请先登录您的账号！')).toBeTruthy();
    unmount();
    render(
      <DubKitProvider messages={{ loginRequired: 'Please sign in first' }}>
        <LoginPrompt />
      </DubKitProvider>,
    );
    expect(screen.getByText('Please sign in first')).toBeTruthy();
  });

  it('scopes the theme under a root attribute instead of the page', () => {
    const { container } = render(<DubKitProvider>x</DubKitProvider>);
    expect(container.querySelector('[data-dk-root]')).not.toBeNull();
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(container.querySelector('style')?.textContent).toMatch(/--dk-color-brand:#1f5eff;/);
  });

  it('shows the session and runs a login-required action right after login', () => {
    const auth = createMemoryAuth();
    const ran: string[] = [];
    render(
      <DubKitProvider auth={auth}>
        <SessionProbe />
      </DubKitProvider>,
    );
    expect(screen.getByText('访客')).toBeTruthy();
    act(() => probe.session?.requireLogin(() => ran.push('favourite')));
    expect(probe.session?.loginRequested).toBe(true);
    expect(ran).toEqual([]);
    act(() => probe.session?.login(user));
    expect(screen.getByText('dk1 会员')).toBeTruthy();
    expect(ran).toEqual(['favourite']);
  });

  it('reports failed calls as a toast with the server message', async () => {
    render(
      <DubKitProvider baseUrl="http://api.test" auth={createMemoryAuth()}>
        <ClientProbe />
      </DubKitProvider>,
    );
    await act(async () => {
      await probe.client?.account.profile().catch(() => {});
    });
    expect((await screen.findByRole('alert')).textContent).toContain('请先登录您的账号！');
  });

  it('refuses to render a widget outside the provider', () => {
    expect(() => render(<LoginPrompt />)).toThrow('DubKit widgets must be rendered inside <DubKitProvider>.');
  });
});
