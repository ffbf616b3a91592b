import type { VipProduct } from '@dubkit/sdk-core';
import type { PaymentPane } from '@dubkit/sdk-core/membership';

/** The recent-purchases ticker shows the next line every 3 s (spec part 1 §9). */
export const LAST_PAYMENTS_ROTATE_MS = 3000;

/** The product chosen, while it is still offered; else the first product; null when there is none. */
export function selectedProduct(products: readonly VipProduct[], chosen: number | null): VipProduct | null {
  return products.find((product) => product.id === chosen) ?? products[0] ?? null;
}

export type QrState = 'loading' | 'active' | 'paid' | 'expired' | 'failed';

/** How a pay pane's QR code looks: a code being made, scannable, paid, expired or failed (both refreshable). */
export function qrState(pane: PaymentPane): QrState {
  switch (pane.status) {
    case 'waiting':
      return 'active';
    case 'paid':
    case 'expired':
    case 'failed':
      return pane.status;
    default:
      return 'loading';
  }
}

/** The line of the ticker shown at a tick. */
export function tickerLine<T>(lines: readonly T[], tick: number): T | null {
  return lines.length ? (lines[tick % lines.length] ?? null) : null;
}
