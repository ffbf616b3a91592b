import type { AsrMemberInfo, AsrProduct } from '@dubkit/sdk-core';
import { PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import { useState } from 'react';
import { usePlanPayment } from '../../../membership/PlanPaymentDialog';
import { useDubKit, usePlanRevision, useSession } from '../../../provider';
import { useRemote } from '../../../shared/useRemote';
import { asrMemberMinutes, asrMemberState } from './memberState';

export interface UseAsrMemberCenterOptions {
  /** The tab is shown: the plan and products load (again) then. */
  active?: boolean;
  /** Paid: the reloaded plan (null when reloading it failed). */
  onPaid?: (member: AsrMemberInfo | null) => void;
  /** How often the shown QR code's order is checked (5 s). */
  pollIntervalMs?: number;
}

/**
 * The member center of speech-to-text (spec part 2 §2, §4): the user and their plan (vipLevel > 0 active), the month's
 * minutes when the server gives them, the plan cards with 立即开通, and the shared plan payment dialog (product
 * type 200).
 */
export function useAsrMemberCenter({ active = true, onPaid, pollIntervalMs }: UseAsrMemberCenterOptions = {}) {
  const { client, messages, membership } = useDubKit();
  const { user } = useSession();
  // Any payment of the speech-to-text plan in this page (here or elsewhere) reloads it.
  const revision = usePlanRevision(PRODUCT_TYPE.asr);
  const vip = useRemote<AsrMemberInfo>(
    active ? `asr-vip:${revision}` : null,
    (signal) => client.tools.asrVipInfo(undefined, { signal, handled: true }),
    { keepPrevious: true },
  );
  const products = useRemote<AsrProduct[]>(active ? 'asr-vip-products' : null, (signal) =>
    client.tools.asrVipProducts(undefined, { signal, handled: true }),
  );
  const [chosen, setChosen] = useState<AsrProduct | null>(null);
  const payment = usePlanPayment({
    productType: PRODUCT_TYPE.asr,
    productId: chosen?.id ?? null,
    enabled: active,
    pollIntervalMs,
    onPaid: async () => {
      let info: AsrMemberInfo | null = null;
      try {
        info = await client.tools.asrVipInfo(undefined, { handled: true });
        vip.set(info);
      } catch {
        // Paid all the same; the plan shows on the next load.
      }
      void membership.paid(PRODUCT_TYPE.asr);
      onPaid?.(info);
    },
  });
  const info = vip.data;
  return {
    messages,
    user,
    member: info,
    memberState: asrMemberState(info),
    memberLoading: vip.status === 'loading',
    minutes: asrMemberMinutes(info),
    productsLoading: products.status === 'loading',
    products: products.data ?? [],
    chosen,
    /** 立即开通 on a plan card: its payment dialog. */
    open: (product: AsrProduct) => {
      setChosen(product);
      payment.start();
    },
    payment,
  };
}

export type AsrMemberCenterState = ReturnType<typeof useAsrMemberCenter>;
