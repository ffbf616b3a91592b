import type { GptMemberInfo, GptProduct } from '@dubkit/sdk-core';
import { PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import { useEffect, useState } from 'react';
import { usePlanPayment } from '../../membership/PlanPaymentDialog';
import { useDubKit, usePlanRevision, useSession } from '../../provider';
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
export function useAssistantMembership({ open, onPaid, pollIntervalMs }: UseAssistantMembershipOptions) {
  const { client, messages, paths, membership } = useDubKit();
  const { user } = useSession();
  const [vipAttempt, setVipAttempt] = useState(0);
  // Any payment of the assistant plan in this page (here or elsewhere) reloads it.
  const revision = usePlanRevision(PRODUCT_TYPE.gpt);
  const vip = useRemote<GptMemberInfo>(
    open ? `gpt-vip:${vipAttempt}:${revision}` : null,
    (signal) => client.gpt.vipInfo(undefined, { signal, handled: true }),
    { keepPrevious: true },
  );
  const products = useRemote<GptProduct[]>(open ? 'gpt-vip-products' : null, (signal) =>
    client.gpt.vipProducts(undefined, { signal, handled: true }),
  );
  const list = products.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const product = list.find((item) => item.id === chosen) ?? null;
  const [warning, setWarning] = useState(false);
  const payment = usePlanPayment({
    productType: PRODUCT_TYPE.gpt,
    productId: product?.id ?? null,
    enabled: open,
    pollIntervalMs,
    onPaid: async () => {
      let info: GptMemberInfo | null = null;
      try {
        info = await client.gpt.vipInfo(undefined, { handled: true });
        vip.set(info);
      } catch {
        // Paid all the same; the plan shows on the next load.
      }
      void membership.paid(PRODUCT_TYPE.gpt);
      onPaid?.(info);
    },
  });

  useEffect(() => {
    if (open) return;
    setChosen(null);
    setWarning(false);
    setVipAttempt((n) => n + 1);
  }, [open]);

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
      payment.start();
    },
    agreementHref: paths.assistantAgreement,
    payment,
  };
}

export type AssistantMembershipState = ReturnType<typeof useAssistantMembership>;
