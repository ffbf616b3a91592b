// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isWxAuthMessage, postWxAuthResult, WX_AUTH_MESSAGE, wxLoginFrameUrl } from './wechat';

describe('WeChat login hand-over', () => {
  it('builds the WeChat QR page that redirects inside its own frame', () => {
    const url = new URL(
      wxLoginFrameUrl({
        appid: 'wx1',
        scope: 'snsapi_login',
        redirectUri: 'https://dub.cn/wxAuthCallback',
        state: 's',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx1',
      redirect_uri: 'https://dub.cn/wxAuthCallback',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 's',
      self_redirect: 'true',
    });
  });

  it('posts the callback query to the page showing the login, on the same origin only', () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    expect(postWxAuthResult('?code=abc&state=s1', target)).toBe(true);
    expect(target.postMessage).toHaveBeenCalledWith(
      { type: WX_AUTH_MESSAGE, query: { code: 'abc', state: 's1' } },
      'http://localhost:3000',
    );
  });

  it('posts nothing without a code or without a page to tell', () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    expect(postWxAuthResult('?state=s1', target)).toBe(false);
    expect(postWxAuthResult('?code=abc', null)).toBe(false);
    expect(target.postMessage).not.toHaveBeenCalled();
  });

  it('recognises only its own message', () => {
    expect(isWxAuthMessage({ type: WX_AUTH_MESSAGE, query: { code: 'c' } })).toBe(true);
    expect(isWxAuthMessage({ type: 'other', query: { code: 'c' } })).toBe(false);
    expect(isWxAuthMessage({ type: WX_AUTH_MESSAGE })).toBe(false);
    expect(isWxAuthMessage(null)).toBe(false);
  });
});
