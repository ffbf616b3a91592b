import { Spinner } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import { RefreshIcon } from '../../shared/icons';
import type { MembershipCopy } from '../copy';
import type { QrState } from './checkout';
import * as styles from './MembershipCheckout.css';

export interface PaymentQrProps extends CopyProps<MembershipCopy> {
  /** The server's rendered code (an image address); null while it is being made. */
  image: string | null;
  state: QrState;
  /** Names the code, e.g. 支付宝扫码支付. */
  label: string;
  onRefresh: () => void;
}

/**
 * The payment code as the server renders it (an image, so the UI kit's QRCode, which draws a text, does not fit),
 * with the loading, expired and failed overlays; the latter two refresh on click.
 */
export function PaymentQr({ messages, image, state, label, onRefresh }: PaymentQrProps) {
  const refreshText =
    state === 'expired' ? messages.checkoutQrExpired : state === 'failed' ? messages.checkoutQrFailed : null;
  return (
    <div className={styles.qr} data-status={state}>
      {image && <img className={styles.qrImage} src={image} alt={label} width={200} height={200} />}
      {refreshText ? (
        <button type="button" className={styles.qrOverlay} onClick={onRefresh}>
          <RefreshIcon />
          {refreshText}
        </button>
      ) : (
        state === 'loading' && (
          <div className={styles.qrOverlay}>
            <Spinner label={messages.checkoutQrLoading} showLabel />
          </div>
        )
      )}
    </div>
  );
}
