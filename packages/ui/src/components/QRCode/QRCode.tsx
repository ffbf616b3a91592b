import * as styles from './QRCode.css';
import type { QRErrorLevel } from './qrPath';
import { useQRPath } from './useQRPath';
import { useSeen } from './useSeen';

export type QRCodeStatus = 'loading' | 'active' | 'expired' | 'paid';

export interface QRCodeProps {
  /** The text to encode (a payment or login URL); empty while it is being fetched. */
  value: string;
  /** Accessible name, e.g. 微信扫码支付. */
  label: string;
  /** Rendered width and height in pixels. */
  size?: number;
  status?: QRCodeStatus;
  /** Called by the expired overlay's button to fetch a new code. */
  onRefresh?: () => void;
  expiredText?: string;
  paidText?: string;
  loadingText?: string;
  errorCorrectionLevel?: QRErrorLevel;
  className?: string;
}

function RefreshIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M20 12a8 8 0 11-2.34-5.66M20 4v4.5h-4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PaidIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A QR code drawn as SVG, with overlays for the expired (click to refresh) and paid states. The encoder is downloaded
 * once the code comes into view, not with the page.
 */
export function QRCode({
  value,
  label,
  size = 200,
  status = 'active',
  onRefresh,
  expiredText = '二维码已失效，点击刷新',
  paidText = '支付成功',
  loadingText = '二维码加载中',
  errorCorrectionLevel = 'M',
  className,
}: QRCodeProps) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  const path = useQRPath(seen ? value : '', errorCorrectionLevel);
  const loading = status === 'loading' || !path;
  return (
    <div
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
      data-status={loading ? 'loading' : status}
    >
      {path ? (
        <svg
          className={styles.svg}
          viewBox={`0 0 ${path.size} ${path.size}`}
          shapeRendering="crispEdges"
          role="img"
          aria-label={label}
        >
          <path d={path.d} fill="currentColor" />
        </svg>
      ) : (
        <div className={styles.placeholder} />
      )}
      {/* One live region announces loading, expiry and payment; it is see-through while empty. */}
      <div className={styles.overlay} role="status">
        {status === 'expired' && (
          <button type="button" className={styles.refresh} onClick={onRefresh}>
            <RefreshIcon />
            {expiredText}
          </button>
        )}
        {status === 'paid' && (
          <>
            <span className={styles.paid}>
              <PaidIcon />
            </span>
            {paidText}
          </>
        )}
        {loading && status !== 'paid' && status !== 'expired' && loadingText}
      </div>
    </div>
  );
}
