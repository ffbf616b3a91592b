import { QrLoginConfirm, useSiteMessages } from '@dubkit/widgets';
import { useSearchParams } from 'react-router';
import * as styles from '../routes/layout.css';

/** /qrlogin?token=…: what the login QR code opens on a phone. */
export default function QrLoginPage() {
  const [searchParams] = useSearchParams();
  const messages = useSiteMessages();
  return (
    <div className={styles.page}>
      <title>{`扫码登录确认 - ${messages.brandName}`}</title>
      <QrLoginConfirm token={searchParams.get('token')} />
    </div>
  );
}
