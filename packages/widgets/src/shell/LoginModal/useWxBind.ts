import type { LoginUser } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useDubKit } from '../../provider';
import { usePhoneCode } from './usePhoneCode';

/** Binding a phone to a first-time WeChat login: phone and SMS code, then `bind_firstly`; a refusal shows its status text. */
export function useWxBind(openid: string, onLogin: (user: LoginUser) => void) {
  const { client, toaster } = useDubKit();
  const [pending, setPending] = useState(false);
  const fields = usePhoneCode({
    storageKey: 'dubkit.sms.bind',
    send: (to, captcha) => client.auth.sendCode({ phone: to, captcha }, { handled: true }),
    captchaImage: () => client.auth.captcha(),
  });

  return {
    ...fields,
    pending,
    submit: async () => {
      if (!fields.validate()) return;
      setPending(true);
      try {
        const { phone, code } = fields;
        const result = await client.auth.wxBind({ openid, phone: phone.trim(), code: code.trim() });
        if (result.status === 200 && result.loginResult) onLogin(result.loginResult);
        else toaster.error(result.statusText);
      } catch {
        // Reported by the client's error toast.
      } finally {
        setPending(false);
      }
    },
  };
}
