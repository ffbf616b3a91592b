import type { MemberPlanState, MembershipProductType } from '@dubkit/sdk-core/membership';
import { useCallback, useState } from 'react';
import { useDubKit, useMemberPlanRevision, useSession } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { useMembershipMessages } from '../copy';
import { useMemberPlanPayment } from '../MemberPlanPaymentDialog';

/** A product of a member plan: what the payment needs of it. */
export interface MemberPlanProduct {
  id: number;
  realPrice: number;
}

export interface UseMemberPlanCentreOptions<Info, Product extends MemberPlanProduct> {
  /** Which plan (speech-to-text 200, assistant 300): its orders, and the revision that reloads it. */
  productType: MembershipProductType;
  /** The centre is shown: the user's plan and the products load (again) then. */
  active: boolean;
  /** The user's plan and the products on sale. */
  loadMemberPlan: (signal?: AbortSignal) => Promise<Info>;
  loadProducts: (signal: AbortSignal) => Promise<Product[]>;
  /** Where the loaded plan stands (sdk-core's rule of this plan). */
  stateOf: (info: Info | null) => MemberPlanState;
  /** Paid: the reloaded plan (null when reloading it failed). */
  onPaid?: (member: Info | null) => void;
  /** How often the shown QR code's order is checked (5 s). */
  pollIntervalMs?: number;
}

/**
 * A separately sold member plan's centre (spec part 2 §2, §4): the user and their plan, the products, the chosen one
 * and its 375 px payment (one pre-order per pay method, only the shown one polled); paid → the plan reloaded here and
 * in every other widget of this plan. Load failures are silent: the products just end loading.
 */
export function useMemberPlanCentre<Info, Product extends MemberPlanProduct>({
  productType,
  active,
  loadMemberPlan,
  loadProducts,
  stateOf,
  onPaid,
  pollIntervalMs,
}: UseMemberPlanCentreOptions<Info, Product>) {
  const { membership } = useDubKit();
  const messages = useMembershipMessages();
  const { user } = useSession();
  // Any payment of this plan in this page (here or elsewhere) reloads it.
  const revision = useMemberPlanRevision(productType);
  const memberPlan = useRemote<Info>(active ? `member-plan:${productType}:${revision}` : null, loadMemberPlan, {
    keepPrevious: true,
  });
  const products = useRemote<Product[]>(active ? `member-plan-products:${productType}` : null, loadProducts);
  const list = products.data ?? [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  const choose = useCallback((id: number | null) => setChosenId(id), []);
  const chosen = list.find((item) => item.id === chosenId) ?? null;
  const payment = useMemberPlanPayment({
    productType,
    productId: chosen?.id ?? null,
    enabled: active,
    pollIntervalMs,
    onPaid: async () => {
      let info: Info | null = null;
      try {
        info = await loadMemberPlan();
        memberPlan.set(info);
      } catch {
        // Paid all the same; the plan shows on the next load.
      }
      void membership.paid(productType);
      onPaid?.(info);
    },
  });
  const member = memberPlan.data;
  return {
    messages,
    user,
    member,
    memberState: stateOf(member),
    memberLoading: memberPlan.status === 'loading',
    /** Loading until the products come or fail; a failure just ends it (spec §8). */
    productsLoading: products.status === 'loading',
    products: list,
    chosen,
    choose,
    payment,
  };
}

export type MemberPlanCentreState<Info, Product extends MemberPlanProduct> = ReturnType<
  typeof useMemberPlanCentre<Info, Product>
>;
