import {
  createPaymentStore,
  type GptMemberInfo,
  type GptProduct,
  PAYMENT_POLL_MS,
  PAYMENT_QR_WIDTH,
  type PayMethod,
  PRODUCT_TYPE,
} from '@dubkit/sdk-core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { qrState } from '../../membership/MembershipCheckout/checkout';
import { useDubKit, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { assistantMemberState } from './memberState';

export interface UseAssistantMembershipOptions {
  open: boolean;
  /** Paid: the reloaded assistant member info (null when reloading it failed). */
  onPaid?: (member: GptMemberInfo | null) => void;
  /** How often the shown QR code's order is checked (5 s). */
  pollIntervalMs?: number;
}

/**
 * The assistant membership (spec part 2 §2, §4, §8): the user's plan, the products (none chosen until a card is
 * picked; 立即购买 without one warns 请选择一种套餐), and the 375 px payment dialog for the chosen product (product
 * type 300): one pre-order per pay method, only the shown one polled every 5 s, paid → 支付成功 and the plan reloaded,
 * expired → click to refresh, closing resets. Product-load failure only ends the loading; prepay and order-check
 * failures are silent (the QR offers a refresh).
 */
export function useAssistantMembership({
  open,
  onPaid,
  pollIntervalMs = PAYMENT_POLL_MS,
}: UseAssistantMembershipOptions) {
  const { client, messages, paths } = useDubKit();
  const { user } = useSession();
  const [vipAttempt, setVipAttempt] = useState(0);
  const vip = useRemote<GptMemberInfo>(open ? `gpt-vip:${vipAttempt}` : null, (signal) =>
    client.gpt.vipInfo(undefined, { signal, handled: true }),
  );
  const products = useRemote<GptProduct[]>(open ? 'gpt-vip-products' : null, (signal) =>
    client.gpt.vipProducts(undefined, { signal, handled: true }),
  );
  const list = products.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const product = list.find((item) => item.id === chosen) ?? null;
  const [warning, setWarning] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payMethod, setPayMethod] = useState<PayMethod>(1);
  /** 已完成支付 found the order paid before the next poll did. */
  const [confirmed, setConfirmed] = useState(false);
  const [notYet, setNotYet] = useState(false);
  const [checking, setChecking] = useState(false);

  // The store is made once; this ref gives its callbacks the chosen product and the current listeners.
  const current = useRef({ productId: product?.id ?? null, onPaid });
  useEffect(() => {
    current.current = { productId: product?.id ?? null, onPaid };
  });
  const paid = async () => {
    let info: GptMemberInfo | null = null;
    try {
      info = await client.gpt.vipInfo(undefined, { handled: true });
      vip.set(info);
    } catch {
      // Paid all the same; the plan shows on the next load.
    }
    current.current.onPaid?.(info);
  };
  const paidRef = useRef(paid);
  useEffect(() => {
    paidRef.current = paid;
  });
  const [payment] = useState(() =>
    createPaymentStore({
      intervalMs: pollIntervalMs,
      createOrder: (method) =>
        client.trade.newPresetOrder(
          {
            productType: PRODUCT_TYPE.gpt,
            productId: current.current.productId ?? 0,
            payMethod: method,
            qrWidth: PAYMENT_QR_WIDTH,
          },
          { handled: true },
        ),
      checkOrder: (orderNo) => client.trade.checkPresetOrderStatus({ orderNo }, { handled: true }),
      onPaid: () => void paidRef.current(),
    }),
  );
  const snapshot = useSyncExternalStore(payment.subscribe, payment.getSnapshot, payment.getSnapshot);

  const shown = open && paying && product !== null;
  useEffect(() => {
    if (shown) payment.select(payMethod);
    else payment.close();
  }, [payment, shown, payMethod]);
  useEffect(() => () => payment.close(), [payment]);

  const closePayment = () => {
    setPaying(false);
    setPayMethod(1);
    setConfirmed(false);
    setNotYet(false);
  };
  useEffect(() => {
    if (open) return;
    setChosen(null);
    setWarning(false);
    setPaying(false);
    setPayMethod(1);
    setConfirmed(false);
    setNotYet(false);
    setVipAttempt((n) => n + 1);
  }, [open]);

  const pane = snapshot.panes[payMethod];
  const info = vip.data;
  return {
    messages,
    user,
    member: info,
    memberState: assistantMemberState(info),
    memberLoading: vip.status === 'loading',
    /** Loading until the products come or fail; a failure just ends it (spec §8). */
    productsLoading: products.status === 'loading',
    products: list,
    product,
    selectProduct: (id: number) => {
      setChosen(id);
      setWarning(false);
    },
    /** 请选择一种套餐 is shown: 立即购买 was pressed without a product. */
    warning,
    buy: () => {
      if (!product) {
        setWarning(true);
        return;
      }
      setPaying(true);
    },
    agreementHref: paths.assistantAgreement,
    paying: paying && product !== null,
    closePayment,
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
          void paidRef.current();
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

export type AssistantMembershipState = ReturnType<typeof useAssistantMembership>;
