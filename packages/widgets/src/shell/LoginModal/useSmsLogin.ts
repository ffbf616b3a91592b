import type { LoginUser } from '@dubkit/sdk-core';
import { INVITER_CODE_MAX_LENGTH, LOGIN_SMS_COUNTDOWN_SECONDS } from '@dubkit/sdk-core/account';
import { useState } from 'react';
import { useDubKit } from '../../provider';
import { usePhoneCode } from './usePhoneCode';

/** The SMS form: phone, code (with its countdown and captcha), optional inviter code used on first registration. */
export function useSmsLogin(onLogin: (user: LoginUser) => void, defaultInviterCode = '') {
  const { client } = useDubKit();
  const [inviterCode, setInviterCode] = useState(defaultInviterCode);
  const [pending, setPending] = useState(false);
  const fields = usePhoneCode({
    seconds: LOGIN_SMS_COUNTDOWN_SECONDS,
    send: (to, captcha) => client.auth.sendLoginCode({ phone: to, captcha }, { handled: true }),
    captchaImage: (to) => client.auth.loginCaptcha({ phone: to }),
  });

  return {
    ...fields,
    inviterCode,
    inviterMaxLength: INVITER_CODE_MAX_LENGTH,
    pending,
    setInviterCode,
    submit: async () => {
      if (!fields.validate()) return;
      setPending(true);
      try {
        const inviter = inviterCode.trim();
        const { phone, code } = fields;
        onLogin(
          await client.auth.loginBySms({ phone: phone.trim(), code: code.trim(), inviterCode: inviter || undefined }),
        );
      } catch {
        // Reported by the client's error toast.
      } finally {
        setPending(false);
      }
    },
  };
}
