import { SMS_CODE_MAX_LENGTH } from '@dubkit/sdk-core/account';
import { Button, Input } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import type { SiteCopy } from '../copy';
import * as styles from './LoginModal.css';
import type { SmsCode } from './useSmsCode';

export interface SmsCodeFieldProps extends CopyProps<SiteCopy> {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  sms: SmsCode;
  onSend: () => void;
}

/** The SMS code input with its "get code" button showing the countdown. */
export function SmsCodeField({ messages, value, onChange, error, sms, onSend }: SmsCodeFieldProps) {
  return (
    <div className={styles.codeRow}>
      <Input
        label={messages.loginCode}
        placeholder={messages.loginCodePlaceholder}
        value={value}
        onChange={onChange}
        errorMessage={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX_LENGTH}
      />
      <Button
        variant="secondary"
        className={styles.codeButton}
        disabled={sms.remaining > 0}
        loading={sms.sending}
        onClick={onSend}
      >
        {sms.buttonLabel ?? messages.loginSendCode}
      </Button>
    </div>
  );
}
