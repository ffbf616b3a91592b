import type { LoginUser } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useDubKit, useSession } from '../../provider';

export type LoginMethod = 'password' | 'sms' | 'wechat';

export interface UseLoginModalOptions {
  /** Whether the server can log in through WeChat; the 微信登录 tab is hidden unless it can. */
  wechatLogin?: boolean;
}

/**
 * The login modal follows the session: open while a login-required action waits. Any successful login keeps the
 * user, says 登录成功 and lets the waiting action run; closing drops the action.
 */
export function useLoginModal({ wechatLogin = false }: UseLoginModalOptions = {}) {
  const { messages, toaster, brand } = useDubKit();
  const session = useSession();
  const [method, setMethod] = useState<LoginMethod>('password');
  const [scanning, setScanning] = useState(false);
  const open = session.loginRequested && !session.user;

  const methods: { key: LoginMethod; label: string }[] = [
    { key: 'password', label: messages.loginTabPassword },
    { key: 'sms', label: messages.loginTabSms },
  ];
  // The sibling brand has no WeChat login anywhere; elsewhere a tab that could only say 请配置 WECHAT_APP_ID stays hidden.
  if (brand !== 'sibling' && wechatLogin) methods.push({ key: 'wechat', label: messages.loginTabWechat });

  return {
    messages,
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
      toaster.success(messages.loginSucceeded);
    },
  };
}
