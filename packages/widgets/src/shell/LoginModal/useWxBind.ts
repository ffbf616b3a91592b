import { type LoginUser, validatePhone, validateSmsCode } from '@dubkit/sdk-core';
import { useState } from 'react';
import { useDubKit } from '../../provider';
import { useSmsCode } from './useSmsCode';

interface Errors {
  phone?: string;
  code?: string;
}

/** Binding a phone to a first-time WeChat login: phone and SMS code, then `bind_firstly`; a refusal shows its status text. */
export function useWxBind(openid: string, onLogin: (user: LoginUser) => void) {
  const { client, toaster } = useDubKit();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const sms = useSmsCode({
    storageKey: 'dubkit.sms.bind',
    send: (to, captcha) => client.auth.sendCode({ phone: to, captcha }, { handled: true }),
    captchaImage: () => client.auth.captcha(),
  });

  return {
    phone,
    code,
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
    sendCode: async () => {
      const error = await sms.request(phone);
      setErrors((current) => ({ ...current, phone: error ?? undefined }));
    },
    submit: async () => {
      const found: Errors = { phone: validatePhone(phone) ?? undefined, code: validateSmsCode(code) ?? undefined };
      setErrors(found);
      if (found.phone || found.code) return;
      setPending(true);
      try {
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
