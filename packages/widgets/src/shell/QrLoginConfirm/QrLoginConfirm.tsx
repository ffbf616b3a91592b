import { Button } from '@dubkit/ui';
import { useId } from 'react';
import type { CopyProps } from '../../provider';
import { format } from '../../shared/format';
import * as shared from '../../shared/shared.css';
import { type SiteCopy, useSiteMessages } from '../copy';
import * as styles from './QrLoginConfirm.css';
import { useQrLoginConfirm } from './useQrLoginConfirm';

export interface QrLoginConfirmProps {
  /** The token from the scanned code's link (`/qrlogin?token=…`). */
  token: string | null;
}

/** Where the login QR code leads: the signed-in user confirms the web login (after logging in here if needed). */
export function QrLoginConfirm({ token }: QrLoginConfirmProps) {
  const messages = useSiteMessages();
  const confirm = useQrLoginConfirm(token);
  return <QrLoginConfirmView messages={messages} confirm={confirm} />;
}

export type QrLoginConfirmViewProps = CopyProps<SiteCopy> & {
  confirm: ReturnType<typeof useQrLoginConfirm>;
};

/** The view of QrLoginConfirm: its copy and state come as props from the widget. */
export function QrLoginConfirmView({ messages, confirm }: QrLoginConfirmViewProps) {
  const titleId = useId();
  return (
    <section className={`${shared.panel} ${styles.card}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={shared.panelTitle}>
        {messages.qrConfirmTitle}
      </h1>
      {confirm.state === 'missing' && (
        <p className={styles.message} role="alert">
          {messages.qrConfirmMissing}
        </p>
      )}
      {confirm.state === 'needsLogin' && (
        <>
          <p className={styles.message}>{messages.qrConfirmNeedsLogin}</p>
          <Button onClick={confirm.login}>{messages.headerLogin}</Button>
        </>
      )}
      {(confirm.state === 'ready' || confirm.state === 'confirming') && (
        <>
          <p className={styles.message}>{messages.qrConfirmMessage}</p>
          <p className={shared.hint}>{format(messages.qrConfirmAccount, { name: confirm.name })}</p>
          <Button size="lg" block loading={confirm.state === 'confirming'} onClick={() => void confirm.confirm()}>
            {messages.qrConfirmAction}
          </Button>
        </>
      )}
      {confirm.state === 'done' && (
        <p className={styles.message} role="status">
          {messages.qrConfirmDone}
        </p>
      )}
    </section>
  );
}
