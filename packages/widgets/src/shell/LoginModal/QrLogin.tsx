import type { LoginUser } from '@dubkit/sdk-core';
import type { CopyProps } from '../../provider';
import { RefreshIcon } from '../../shared/icons';
import { type SiteCopy, useSiteMessages } from '../copy';
import * as styles from './LoginModal.css';
import { useQrLogin } from './useQrLogin';

/** The scan-to-login code; when it is no longer valid a mask shows why and a click fetches a new one. */
export function QrLogin({ onLogin }: { onLogin: (user: LoginUser) => void }) {
  const messages = useSiteMessages();
  const qr = useQrLogin(onLogin);
  return <QrLoginView messages={messages} qr={qr} />;
}

export type QrLoginViewProps = CopyProps<SiteCopy> & {
  qr: ReturnType<typeof useQrLogin>;
};

/** The view of QrLogin: its copy and state come as props from the widget. */
export function QrLoginView({ messages, qr }: QrLoginViewProps) {
  return (
    <div className={styles.qrView}>
      <div className={styles.qrBox} style={{ width: qr.size, height: qr.size }} aria-busy={qr.status === 'loading'}>
        {qr.qrcode ? (
          <img className={styles.qrImage} src={qr.qrcode} alt={messages.qrLoginImage} />
        ) : (
          qr.status !== 'invalid' && <span className={styles.qrHint}>{messages.qrLoginLoading}</span>
        )}
        {qr.status === 'invalid' && (
          <button type="button" className={styles.qrMask} onClick={qr.refresh}>
            <RefreshIcon />
            <span>{qr.message}</span>
            <span className={styles.qrRefresh}>{messages.qrLoginRefresh}</span>
          </button>
        )}
      </div>
      <p className={styles.qrHint}>{messages.qrLoginHint}</p>
    </div>
  );
}
