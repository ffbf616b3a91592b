import type { LoginUser } from '@dubkit/sdk-core';
import { Button, Dialog } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import { type SiteCopy, useSiteMessages } from '../copy';
import { CaptchaDialog } from './CaptchaDialog';
import * as styles from './LoginModal.css';
import { PhoneCodeFields } from './PhoneCodeFields';
import { useWxBind } from './useWxBind';

/** Asked after a first WeChat login (status 202): binds a phone to the openid and logs in. */
export function WxBindDialog({
  openid,
  onClose,
  onLogin,
}: {
  openid: string;
  onClose: () => void;
  onLogin: (user: LoginUser) => void;
}) {
  const messages = useSiteMessages();
  const form = useWxBind(openid, onLogin);
  return <WxBindDialogView onClose={onClose} messages={messages} form={form} />;
}

export type WxBindDialogViewProps = CopyProps<SiteCopy> & { onClose: () => void; form: ReturnType<typeof useWxBind> };

/** The view of WxBindDialog: its copy and state come as props from the widget. */
export function WxBindDialogView({ messages, onClose, form }: WxBindDialogViewProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={messages.wxBindTitle}
      description={messages.wxBindHint}
      width={420}
      closeLabel={messages.close}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <PhoneCodeFields messages={messages} form={form} />
        <Button type="submit" block loading={form.pending}>
          {messages.wxBindSubmit}
        </Button>
        <CaptchaDialog messages={messages} captcha={form.sms.captcha} />
      </form>
    </Dialog>
  );
}
