import {
  createPaymentStore,
  PAYMENT_POLL_MS,
  PAYMENT_QR_WIDTH,
  type PayMethod,
  type PRODUCT_TYPE,
} from '@dubkit/sdk-core/membership';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useDubKit } from '../../provider';
import { useMembershipMessages } from '../copy';
import { qrState } from '../MembershipCheckout/checkout';

export interface UseMemberPlanPaymentOptions {
  /** The trade calls' product type: PRODUCT_TYPE.gpt (assistant), PRODUCT_TYPE.asr (speech-to-text). */
  productType: (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];
  /** The product being bought; the dialog shows only with one. */
  productId: number | null;
  /** False hides the payment with its host (e.g. the membership dialog closed). */
  enabled?: boolean;
  /** Paid, by a poll or by 已完成支付: reload the plan. */
  onPaid: () => void | Promise<void>;
  /** How often the shown QR code's order is checked (5 s). */
  pollIntervalMs?: number;
}

/**
 * A plan's 375 px payment (spec part 2 §4 "Payments"): one pre-order per pay method, only the shown tab's polled every
 * 5 s, paid → 支付成功 and the plan reloaded, expired → click to refresh, 已完成支付 checks at once, closing resets both
 * tabs. Prepay and order-check failures are silent (the QR offers a refresh).
 */
export function useMemberPlanPayment({
  productType,
  productId,
  enabled = true,
  onPaid,
  pollIntervalMs = PAYMENT_POLL_MS,
}: UseMemberPlanPaymentOptions) {
  const { client } = useDubKit();
  const messages = useMembershipMessages();
  const [paying, setPaying] = useState(false);
  const [payMethod, setPayMethod] = useState<PayMethod>(1);
  /** 已完成支付 found the order paid before the next poll did. */
  const [confirmed, setConfirmed] = useState(false);
  const [notYet, setNotYet] = useState(false);
  const [checking, setChecking] = useState(false);

  // The store is made once; this ref gives its callbacks the product and the listener of this render.
  const current = useRef({ productId, onPaid });
  useEffect(() => {
    current.current = { productId, onPaid };
  });
  const [payment] = useState(() =>
    createPaymentStore({
      intervalMs: pollIntervalMs,
      createOrder: (method) =>
        client.trade.newPresetOrder(
          { productType, productId: current.current.productId ?? 0, payMethod: method, qrWidth: PAYMENT_QR_WIDTH },
          { handled: true },
        ),
      checkOrder: (orderNo) => client.trade.checkPresetOrderStatus({ orderNo }, { handled: true }),
      onPaid: () => void current.current.onPaid(),
    }),
  );
  const snapshot = useSyncExternalStore(payment.subscribe, payment.getSnapshot, payment.getSnapshot);

  const shown = enabled && paying && productId !== null;
  useEffect(() => {
    if (shown) payment.select(payMethod);
    else payment.close();
  }, [payment, shown, payMethod]);
  useEffect(() => () => payment.close(), [payment]);

  const close = useCallback(() => {
    setPaying(false);
    setPayMethod(1);
    setConfirmed(false);
    setNotYet(false);
  }, []);
  useEffect(() => {
    if (!enabled) close();
  }, [enabled, close]);

  const pane = snapshot.panes[payMethod];
  return {
    messages,
    paying: shown,
    /** Opens the payment of the product (立即购买 / 立即开通). */
    start: () => setPaying(true),
    close,
    payMethod,
    selectPayMethod: (method: PayMethod) => {
      setPayMethod(method);
      setNotYet(false);
    },
    order: pane.order,
    qr: qrState(pane),
    refresh: payment.refresh,
    paid: pane.status === 'paid' || confirmed,
    /** 已完成支付: checks the shown order at once; paid shows success, else says it is not seen yet. */
    confirmPaid: async () => {
      const order = pane.order;
      if (!order || checking) return;
      setChecking(true);
      try {
        const { status } = await client.trade.checkPresetOrderStatus({ orderNo: order.orderNo }, { handled: true });
        if (status === 1) {
          setConfirmed(true);
          payment.close();
          void current.current.onPaid();
        } else setNotYet(true);
      } catch {
        setNotYet(true);
      } finally {
        setChecking(false);
      }
    },
    checking,
    notYet,
  };
}

export type MemberPlanPaymentState = ReturnType<typeof useMemberPlanPayment>;
