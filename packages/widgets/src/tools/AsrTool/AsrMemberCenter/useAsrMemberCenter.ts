import type { AsrMemberInfo, AsrProduct } from '@dubkit/sdk-core';
import { asrMemberPlanMinutes, asrMemberPlanState, PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import { useMemberPlanCentre } from '../../../membership/MemberPlanCentre';
import { useDubKit } from '../../../provider';
import { useToolsMessages } from '../../copy';

export interface UseAsrMemberCenterOptions {
  /** The tab is shown: the plan and products load (again) then. */
  active?: boolean;
  /** Paid: the reloaded plan (null when reloading it failed). */
  onPaid?: (member: AsrMemberInfo | null) => void;
  /** How often the shown QR code's order is checked (5 s). */
  pollIntervalMs?: number;
}

/**
 * The member center of speech-to-text (spec part 2 §2, §4): the member plan centre of product type 200 (vipLevel > 0
 * active) with the month's minutes when the server gives them, and a 立即开通 on each plan card.
 */
export function useAsrMemberCenter({ active = true, onPaid, pollIntervalMs }: UseAsrMemberCenterOptions = {}) {
  const { client } = useDubKit();
  const messages = useToolsMessages();
  const centre = useMemberPlanCentre<AsrMemberInfo, AsrProduct>({
    productType: PRODUCT_TYPE.asr,
    active,
    loadMemberPlan: (signal) => client.tools.asrVipInfo(undefined, { signal, handled: true }),
    loadProducts: (signal) => client.tools.asrVipProducts(undefined, { signal, handled: true }),
    stateOf: asrMemberPlanState,
    onPaid,
    pollIntervalMs,
  });
  return { ...centre, messages, minutes: asrMemberPlanMinutes(centre.member) };
}

export type AsrMemberCenterState = ReturnType<typeof useAsrMemberCenter>;
