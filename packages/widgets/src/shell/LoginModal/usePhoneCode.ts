import { validatePhone, validateSmsCode } from '@dubkit/sdk-core/account';
import { useState } from 'react';
import { type UseSmsCodeOptions, useSmsCode } from './useSmsCode';

/** What is wrong with the phone or the code, in the spec's words. */
export interface PhoneCodeErrors {
  phone?: string;
  code?: string;
}

/** A phone and the SMS code sent to it, as the SMS login and the WeChat phone bind both ask for them. */
export function usePhoneCode(options: UseSmsCodeOptions) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<PhoneCodeErrors>({});
  const sms = useSmsCode(options);

  return {
    phone,
    code,
    errors,
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
    /** Shows what is wrong with either field; true when both may be sent. */
    validate: () => {
      const found: PhoneCodeErrors = {
        phone: validatePhone(phone) ?? undefined,
        code: validateSmsCode(code) ?? undefined,
      };
      setErrors(found);
      return !found.phone && !found.code;
    },
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;
