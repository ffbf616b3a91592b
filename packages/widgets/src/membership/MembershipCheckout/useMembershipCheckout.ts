import type { MemberInfo, VipProduct } from '@dubkit/sdk-core';
import {
  createPaymentStore,
  PAYMENT_POLL_MS,
  PAYMENT_QR_WIDTH,
  type PayMethod,
  PRODUCT_TYPE,
} from '@dubkit/sdk-core/membership';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useClient, useDubKit } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { LAST_PAYMENTS_ROTATE_MS, qrState, selectedProduct, tickerLine } from './checkout';

export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

export interface UseMembershipCheckoutOptions {
  open: boolean;
  /** What is bought: TTS membership 100 (default), speech-to-text 200, assistant 300. */
  productType?: ProductType;
  /** Where the products come from; the TTS membership products by default. */
  loadProducts?: (signal: AbortSignal) => Promise<VipProduct[]>;
  /** Paid: the reloaded member info. */
  onPaid?: (member: MemberInfo) => void;
  /** How often the shown QR code's order is checked. */
  pollIntervalMs?: number;
}

/**
 * The membership purchase: products, one QR code per product and pay method (only the shown one is polled),
 * the paid and expired states, the member info reload after payment and the recent-purchases ticker.
 */
export function useMembershipCheckout({
  open,
  productType = PRODUCT_TYPE.tts,
  loadProducts,
  onPaid,
  pollIntervalMs = PAYMENT_POLL_MS,
}: UseMembershipCheckoutOptions) {
  const client = useClient();
  const { membership } = useDubKit();
  const products = useRemote<VipProduct[]>(open ? `products:${productType}` : null, (signal) =>
    loadProducts ? loadProducts(signal) : client.trade.vipProducts(undefined, { signal, handled: true }),
  );
  const lastPayments = useRemote(open ? 'last-payments' : null, (signal) =>
    client.trade.lastPayments(undefined, { signal, handled: true }),
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [payMethod, setPayMethod] = useState<PayMethod>(1);
  const [member, setMember] = useState<MemberInfo | null>(null);
  const [tick, setTick] = useState(0);
  const product = selectedProduct(products.data ?? [], chosen);
  const productId = product?.id ?? null;

  // The store is made once; these refs give its callbacks the current product and listeners.
  const current = useRef({ productId, productType, onPaid });
  useEffect(() => {
    current.current = { productId, productType, onPaid };
  });
  const [payment] = useState(() =>
    createPaymentStore({
      intervalMs: pollIntervalMs,
      createOrder: (method) =>
        client.trade.newPresetOrder(
          {
            productType: current.current.productType,
            productId: current.current.productId ?? 0,
            payMethod: method,
            qrWidth: PAYMENT_QR_WIDTH,
          },
          { handled: true },
        ),
      checkOrder: (orderNo) => client.trade.checkPresetOrderStatus({ orderNo }, { handled: true }),
      onPaid: async () => {
        // The one membership store reloads (and the session's vipLevel with it): every button and plan follows.
        const info = await membership.paid(current.current.productType);
        if (!info) return; // Paid all the same; the membership shows on its next load.
        setMember(info);
        current.current.onPaid?.(info);
      },
    }),
  );
  const snapshot = useSyncExternalStore(payment.subscribe, payment.getSnapshot, payment.getSnapshot);

  const shown = open && productId !== null;
  const orderedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!shown) {
      orderedFor.current = null;
      payment.close();
      return;
    }
    // Another product drops both panes' codes: the shown pane gets a new one, the other when opened.
    if (orderedFor.current !== productId) {
      orderedFor.current = productId;
      payment.close();
    }
    payment.select(payMethod);
  }, [payment, shown, productId, payMethod]);
  useEffect(() => () => payment.close(), [payment]);

  useEffect(() => {
    if (!open) {
      setChosen(null);
      setPayMethod(1);
      setMember(null);
      setTick(0);
      return;
    }
    const timer = setInterval(() => setTick((n) => n + 1), LAST_PAYMENTS_ROTATE_MS);
    return () => clearInterval(timer);
  }, [open]);

  const pane = snapshot.panes[payMethod];
  return {
    products,
    product,
    selectProduct: setChosen,
    payMethod,
    selectPayMethod: setPayMethod,
    order: pane.order,
    qr: qrState(pane),
    /** A new code for the shown pane, after it expired or failed. */
    refresh: payment.refresh,
    paid: pane.status === 'paid',
    /** The member info reloaded after payment. */
    member,
    lastPayment: tickerLine(lastPayments.data ?? [], tick),
  };
}
