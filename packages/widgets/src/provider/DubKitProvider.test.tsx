import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DubKitProvider, useMessages } from '.';

function LoginPrompt() {
  return <p>{useMessages().loginRequired}</p>;
}

describe('DubKitProvider', () => {
  it('serves the zh-CN catalogue by default', () => {
    render(
      <DubKitProvider>
        <LoginPrompt />
      </DubKitProvider>,
    );
    expect(screen.getByText('请先登录您的账号！')).toBeTruthy();
  });

  it('lets a partner override one message and keeps the others', () => {
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
    expect(container.querySelector('style')?.textContent).toMatch(
      /^\[data-dk-theme="[^"]+"\]\{.*--dk-color-brand:#1f5eff;/,
    );
  });

  it('refuses to render a widget outside the provider', () => {
    expect(() => render(<LoginPrompt />)).toThrow('DubKit widgets must be rendered inside <DubKitProvider>.');
  });
});
