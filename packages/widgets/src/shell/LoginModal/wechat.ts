import type { LoginByWxQuery, WxLoginParams } from '@dubkit/sdk-core';

/** The message the WeChat callback page posts to the login frame's host page. */
export const WX_AUTH_MESSAGE = 'dubkit:wx-auth';

export interface WxAuthMessage {
  type: typeof WX_AUTH_MESSAGE;
  query: LoginByWxQuery;
}

export function isWxAuthMessage(data: unknown): data is WxAuthMessage {
  const message = data as Partial<WxAuthMessage> | null;
  return !!message && message.type === WX_AUTH_MESSAGE && typeof message.query?.code === 'string';
}

/** The WeChat website-login QR page, redirecting inside its own frame to the callback page. */
export function wxLoginFrameUrl({ appid, scope, redirectUri, state }: WxLoginParams): string {
  const query = new URLSearchParams({
    appid,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
    self_redirect: 'true',
  });
  return `https://open.weixin.qq.com/connect/qrconnect?${query}#wechat_redirect`;
}

/**
 * Run by the callback page (the route WeChat redirects to, inside the login frame or a popup): hands the auth
 * result to the page that shows the login, on the same origin only. Returns false when there is nobody to tell.
 */
export function postWxAuthResult(search: string, target: Window | null = window.opener ?? window.parent): boolean {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (!code || !target || target === window) return false;
  const message: WxAuthMessage = { type: WX_AUTH_MESSAGE, query: { code, state: params.get('state') ?? undefined } };
  target.postMessage(message, window.location.origin);
  return true;
}
