import {
  INVITER_CODE_MAX_LENGTH,
  LOGIN_SMS_COUNTDOWN_SECONDS,
  type LoginUser,
  validatePhone,
  validateSmsCode,
} from '@dubkit/sdk-core';
import { useState } from 'react';
import { useDubKit } from '../../provider';
import { useSmsCode } from './useSmsCode';

interface Errors {
  phone?: string;
  code?: string;
}

/** The SMS form: phone, code (with its countdown and captcha), optional inviter code used on first registration. */
export function useSmsLogin(onLogin: (user: LoginUser) => void, defaultInviterCode = '') {
  const { client } = useDubKit();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [inviterCode, setInviterCode] = useState(defaultInviterCode);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const sms = useSmsCode({
    seconds: LOGIN_SMS_COUNTDOWN_SECONDS,
    send: (to, captcha) => client.auth.sendLoginCode({ phone: to, captcha }, { handled: true }),
    captchaImage: (to) => client.auth.loginCaptcha({ phone: to }),
  });

  return {
    phone,
    code,
    inviterCode,
    inviterMaxLength: INVITER_CODE_MAX_LENGTH,
    errors,
    pending,
    sms,
    setPhone: (value: string) => {
      setPhone(value);
      setErrors((current) => ({ ...current, phone: undefined }));
    },
    setCode: (value: string) => {
      setCode(value);
      setErrors((current) => ({ ...current, code: undefined }));
    },
    setInviterCode,
    sendCode: async () => {
      const error = await sms.request(phone);
      setErrors((current) => ({ ...current, phone: error ?? undefined }));
    },
    submit: async () => {
      const found: Errors = {
        phone: validatePhone(phone) ?? undefined,
        code: validateSmsCode(code) ?? undefined,
      };
      setErrors(found);
      if (found.phone || found.code) return;
      setPending(true);
      try {
        const inviter = inviterCode.trim();
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
