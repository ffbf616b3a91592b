import { PHONE_LENGTH } from '@dubkit/sdk-core/account';
import { Input } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import type { SiteCopy } from '../copy';
import { SmsCodeField } from './SmsCodeField';
import type { PhoneCode } from './usePhoneCode';

/** The phone input and the SMS code field with its "get code" button, for any form built on usePhoneCode. */
export function PhoneCodeFields({ messages, form }: CopyProps<SiteCopy> & { form: PhoneCode }) {
  return (
    <>
      <Input
        label={messages.loginPhone}
        placeholder={messages.loginPhonePlaceholder}
        value={form.phone}
        onChange={form.setPhone}
        errorMessage={form.errors.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_LENGTH}
      />
      <SmsCodeField
        messages={messages}
        value={form.code}
        onChange={form.setCode}
        error={form.errors.code}
        sms={form.sms}
        onSend={() => void form.sendCode()}
      />
    </>
  );
}
