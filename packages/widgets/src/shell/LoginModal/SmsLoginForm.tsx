import type { LoginUser } from '@dubkit/sdk-core';
import { Button, Input } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import { type SiteCopy, useSiteMessages } from '../copy';
import { CaptchaDialog } from './CaptchaDialog';
import * as styles from './LoginModal.css';
import { PhoneCodeFields } from './PhoneCodeFields';
import { useSmsLogin } from './useSmsLogin';

export function SmsLoginForm({
  onLogin,
  defaultInviterCode,
}: {
  onLogin: (user: LoginUser) => void;
  defaultInviterCode?: string;
}) {
  const messages = useSiteMessages();
  const form = useSmsLogin(onLogin, defaultInviterCode);
  return <SmsLoginFormView messages={messages} form={form} />;
}

export type SmsLoginFormViewProps = CopyProps<SiteCopy> & { form: ReturnType<typeof useSmsLogin> };

/** The view of SmsLoginForm: its copy and state come as props from the widget. */
export function SmsLoginFormView({ messages, form }: SmsLoginFormViewProps) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <PhoneCodeFields messages={messages} form={form} />
      <Input
        label={messages.loginInviter}
        placeholder={messages.loginInviterPlaceholder}
        value={form.inviterCode}
        onChange={form.setInviterCode}
        maxLength={form.inviterMaxLength}
        autoComplete="off"
      />
      <Button type="submit" block size="lg" loading={form.pending}>
        {messages.loginSubmit}
      </Button>
      <CaptchaDialog messages={messages} captcha={form.sms.captcha} />
    </form>
  );
}
