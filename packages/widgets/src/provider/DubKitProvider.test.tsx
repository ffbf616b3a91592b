import { createMemoryAuth } from '@dubkit/sdk-core';
import { act, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DubKitProvider, useClient, useMessages, useSession } from '.';

const endedTokens: (string | null)[] = [];
const server = setupServer(
  http.get('http://api.test/api/user/profile', () =>
    HttpResponse.json({ code: 401, message: '请先登录您的账号！', data: null }),
  ),
  http.post('http://api.test/api/user/logout', ({ request }) => {
    endedTokens.push(request.headers.get('authorization'));
    return HttpResponse.json({ code: 200, message: 'success', data: null });
  }),
  http.post('http://offline.test/api/user/logout', () => HttpResponse.error()),
  http.get('http://broken.test/api/user/profile', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })),
  http.get('http://coded.test/api/user/profile', () =>
    HttpResponse.json({ code: 402, message: '任务提交失败(402)', data: null }),
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

  it('never shows an HTTP status in an error toast: a bare status or a coded message becomes a Chinese sentence', async () => {
    for (const baseUrl of ['http://broken.test', 'http://coded.test']) {
      const { unmount } = render(
        <DubKitProvider baseUrl={baseUrl} auth={createMemoryAuth()}>
          <ClientProbe />
        </DubKitProvider>,
      );
      await act(async () => {
        await probe.client?.account.profile().catch(() => {});
      });
      const toasts = (await screen.findAllByRole('alert')).map((toast) => toast.textContent ?? '');
      expect(toasts.at(-1)).toContain('操作失败，请稍后再试');
      for (const toast of toasts) expect(toast).not.toMatch(/\d{3}|HTTP|Bad Gateway/);
      unmount();
    }
  });

  it('ends the token on the server at logout, and signs out here even when the server cannot be reached', async () => {
    const { unmount } = render(
      <DubKitProvider baseUrl="http://api.test" auth={createMemoryAuth({ ...user, token: 'tok-out' })}>
        <SessionProbe />
      </DubKitProvider>,
    );
    act(() => probe.session?.logout());
    expect(screen.getByText('访客')).toBeTruthy();
    await vi.waitFor(() => expect(endedTokens).toEqual(['Bearer tok-out']));
    unmount();

    const alerts = screen.queryAllByRole('alert').length;
    const offline = render(
      <DubKitProvider baseUrl="http://offline.test" auth={createMemoryAuth(user)}>
        <SessionProbe />
      </DubKitProvider>,
    );
    await act(async () => {
      probe.session?.logout();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(within(offline.container).getByText('访客')).toBeTruthy();
    // Best-effort: the failed call is not reported to the user.
    expect(screen.queryAllByRole('alert')).toHaveLength(alerts);
  });

  it('refuses to render a widget outside the provider', () => {
    expect(() => render(<LoginPrompt />)).toThrow('DubKit widgets must be rendered inside <DubKitProvider>.');
  });
});
