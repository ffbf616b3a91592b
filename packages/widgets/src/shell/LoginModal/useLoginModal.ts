import type { LoginUser } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { useSiteMessages } from '../copy';

export type LoginMethod = 'password' | 'sms' | 'wechat';

export interface UseLoginModalOptions {
  /**
   * Whether the server can log in through WeChat; the 微信登录 tab is hidden unless it can. By default the server's
   * site settings say, and the tab stays hidden until they have (or if they cannot be read).
   */
  wechatLogin?: boolean;
}

/**
 * The login modal follows the session: open while a login-required action waits. Any successful login keeps the
 * user, says 登录成功 and lets the waiting action run; closing drops the action.
 */
export function useLoginModal({ wechatLogin }: UseLoginModalOptions = {}) {
  const { client, toaster, brand, paths } = useDubKit();
  const messages = useSiteMessages();
  const session = useSession();
  // Asked while nobody is signed in, before the modal opens; the sibling brand has no WeChat login anywhere.
  const asks = wechatLogin === undefined && brand !== 'sibling' && !session.user;
  const site = useRemote(asks ? 'site-settings' : null, () => client.settings.site(undefined, { handled: true }));
  const wechat = brand !== 'sibling' && (wechatLogin ?? site.data?.wechatLogin ?? false);
  const [method, setMethod] = useState<LoginMethod>('password');
  const [scanning, setScanning] = useState(false);
  const open = session.loginRequested && !session.user;

  const methods: { key: LoginMethod; label: string }[] = [
    { key: 'password', label: messages.loginTabPassword },
    { key: 'sms', label: messages.loginTabSms },
  ];
  // A tab that could only say 请配置 WECHAT_APP_ID stays hidden.
  if (wechat) methods.push({ key: 'wechat', label: messages.loginTabWechat });

  return {
    messages,
    paths,
    open,
    methods,
    method,
    setMethod,
    scanning,
    toggleScanning: () => setScanning((value) => !value),
    onOpenChange: (next: boolean) => {
      if (!next) session.cancelLogin();
    },
    complete: (user: LoginUser) => {
      session.login(user);
      toaster.success(messages.loginSucceeded, { dismissErrors: true });
    },
  };
}
