import { Button, Dialog, Input } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import type { SiteCopy } from '../copy';
import * as styles from './LoginModal.css';
import type { SmsCode } from './useSmsCode';

export interface CaptchaDialogProps extends CopyProps<SiteCopy> {
  captcha: SmsCode['captcha'];
}

/** The image captcha asked for when the server answers a code request with 202 or 203. */
export function CaptchaDialog({ messages, captcha }: CaptchaDialogProps) {
  return (
    <Dialog
      open={captcha.open}
      onOpenChange={(open) => !open && captcha.close()}
      title={messages.captchaTitle}
      width={400}
      closeLabel={messages.close}
      closeOnMaskClick
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void captcha.submit();
        }}
      >
        <div className={styles.captchaRow}>
          <Input
            label={messages.captchaLabel}
            placeholder={messages.captchaPlaceholder}
            value={captcha.value}
            onChange={captcha.setValue}
            maxLength={captcha.maxLength}
            errorMessage={captcha.error}
            autoComplete="off"
          />
          <button
            type="button"
            className={styles.captchaImageButton}
            aria-label={messages.captchaImage}
            onClick={() => void captcha.refresh()}
          >
            {captcha.image && <img className={styles.captchaImage} src={captcha.image} alt="" />}
          </button>
        </div>
        <Button type="submit" block loading={captcha.pending}>
          {messages.captchaSubmit}
        </Button>
      </form>
    </Dialog>
  );
}
