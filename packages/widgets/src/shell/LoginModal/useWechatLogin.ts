import type { LoginUser } from '@dubkit/sdk-core';
import { useEffect, useRef, useState } from 'react';
import { useDubKit } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { isWxAuthMessage, wxLoginFrameUrl } from './wechat';

/**
 * WeChat login: the WeChat QR frame; its callback's message logs in (200), asks to bind a phone
 * (202, with the openid) or shows the status text. A failed call reloads the frame (spec part 1 §4, §8).
 */
export function useWechatLogin(onLogin: (user: LoginUser) => void) {
  const { client, toaster } = useDubKit();
  const params = useRemote('wx-login-params', () => client.auth.wxLoginParams(undefined, { handled: true }));
  const [frameKey, setFrameKey] = useState(0);
  const [bindOpenid, setBindOpenid] = useState<string | null>(null);
  const latestOnLogin = useRef(onLogin);
  latestOnLogin.current = onLogin;

  useEffect(() => {
    const receive = async (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isWxAuthMessage(event.data)) return;
      try {
        const result = await client.auth.loginByWx(event.data.query);
        if (result.status === 200 && result.loginResult) latestOnLogin.current(result.loginResult);
        else if (result.status === 202 && result.openid) setBindOpenid(result.openid);
        else toaster.error(result.statusText);
      } catch {
        setFrameKey((key) => key + 1);
      }
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [client, toaster]);

  return {
    frameUrl: params.data ? wxLoginFrameUrl(params.data) : null,
    frameKey,
    loading: params.status === 'loading',
    /** Why the frame cannot show, e.g. WeChat login is not configured on the server. */
    unavailable: params.error instanceof Error ? params.error.message : null,
    bindOpenid,
    closeBind: () => setBindOpenid(null),
  };
}
