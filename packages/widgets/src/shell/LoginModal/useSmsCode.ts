import type { SmsSendResult } from '@dubkit/sdk-core';
import { CAPTCHA_MAX_LENGTH, createSmsCountdown, smsNeedsCaptcha, validatePhone } from '@dubkit/sdk-core/account';
import { useState } from 'react';
import { useDubKit } from '../../provider';
import { format } from '../../shared/format';
import { useOwnStore } from '../../shared/useStore';
import { useSiteMessages } from '../copy';

export interface UseSmsCodeOptions {
  /** Countdown when the server gives no interval (the login form's is 120 s). */
  seconds?: number;
  /** Where the countdown survives a reload; each form keeps its own. */
  storageKey?: string;
  /** Sends the code, with the captcha answer once one was asked for. */
  send: (phone: string, captcha?: string) => Promise<SmsSendResult>;
  /** A new captcha image (data URL) for the phone. */
  captchaImage: (phone: string) => Promise<string>;
}

export interface CaptchaState {
  open: boolean;
  image: string | null;
  value: string;
  error: string | null;
  pending: boolean;
}

const closedCaptcha: CaptchaState = { open: false, image: null, value: '', error: null, pending: false };

/**
 * The "get code" button of an SMS form: persisted countdown, one click a second, and the captcha dialog when the
 * server answers 202/203 (spec part 1 §4, §5, §8).
 */
export function useSmsCode({ seconds, storageKey, send, captchaImage }: UseSmsCodeOptions) {
  const { toaster } = useDubKit();
  const messages = useSiteMessages();
  const [countdown, snapshot] = useOwnStore(
    () => createSmsCountdown({ seconds, key: storageKey }),
    (store) => store.dispose(),
  );
  const [captcha, setCaptcha] = useState<CaptchaState>(closedCaptcha);
  const [phone, setPhone] = useState('');

  const loadImage = async (forPhone: string) => {
    setCaptcha((state) => ({ ...state, image: null }));
    try {
      const image = await captchaImage(forPhone);
      setCaptcha((state) => ({ ...state, image }));
    } catch {
      // The client already reported the failure; the image stays empty until the next click.
    }
  };

  /** Sends through the countdown; true once a code is on its way. */
  const attempt = async (forPhone: string, answer?: string) => {
    // The captcha's confirm answers the server's request for one, so the one-click-a-second rule does not drop it.
    const result = await countdown
      .send(() => send(forPhone, answer), { throttle: answer === undefined })
      .catch(() => null);
    if (!result) return false;
    if (result.status === 200) {
      toaster.success(result.statusText || messages.loginSendCode);
      return true;
    }
    if (smsNeedsCaptcha(result)) {
      setCaptcha((state) => ({ ...state, open: true, value: '', error: answer ? result.statusText : null }));
      void loadImage(forPhone);
    } else {
      toaster.warning(result.statusText);
    }
    return false;
  };

  return {
    remaining: snapshot.remaining,
    sending: snapshot.sending,
    buttonLabel: snapshot.remaining > 0 ? format(messages.loginResendIn, { seconds: snapshot.remaining }) : null,
    /** Checks the phone and asks for a code; returns the phone's error message, if any. */
    request: async (value: string): Promise<string | null> => {
      const trimmed = value.trim();
      const error = trimmed ? validatePhone(trimmed) : messages.loginPhoneMissing;
      if (error) return error;
      setPhone(trimmed);
      await attempt(trimmed);
      return null;
    },
    captcha: {
      ...captcha,
      maxLength: CAPTCHA_MAX_LENGTH,
      setValue: (value: string) => setCaptcha((state) => ({ ...state, value, error: null })),
      refresh: () => loadImage(phone),
      close: () => setCaptcha(closedCaptcha),
      submit: async () => {
        const answer = captcha.value.trim();
        if (!answer) {
          setCaptcha((state) => ({ ...state, error: messages.captchaEmpty }));
          return;
        }
        setCaptcha((state) => ({ ...state, pending: true }));
        const sent = await attempt(phone, answer);
        setCaptcha((state) => (sent ? closedCaptcha : { ...state, pending: false }));
      },
    },
  };
}

export type SmsCode = ReturnType<typeof useSmsCode>;
