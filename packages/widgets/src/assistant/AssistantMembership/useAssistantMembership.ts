import type { GptMemberInfo, GptProduct } from '@dubkit/sdk-core';
import { assistantMemberPlanState, PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import { useEffect, useState } from 'react';
import { useMemberPlanCentre } from '../../membership/MemberPlanCentre';
import { useDubKit } from '../../provider';
import { useAssistantMessages } from '../copy';

export interface UseAssistantMembershipOptions {
  open: boolean;
  /** Paid: the reloaded assistant member info (null when reloading it failed). */
  onPaid?: (member: GptMemberInfo | null) => void;
  /** How often the shown QR code's order is checked (5 s). */
  pollIntervalMs?: number;
}

/**
 * The assistant membership (spec part 2 §2, §4, §8): the member plan centre of product type 300, where no product is
 * chosen until a card is picked; 立即购买 without one warns 请选择一种套餐. Closing forgets the choice.
 */
export function useAssistantMembership({ open, onPaid, pollIntervalMs }: UseAssistantMembershipOptions) {
  const { client, paths } = useDubKit();
  const messages = useAssistantMessages();
  const centre = useMemberPlanCentre<GptMemberInfo, GptProduct>({
    productType: PRODUCT_TYPE.gpt,
    active: open,
    loadMemberPlan: (signal) => client.gpt.vipInfo(undefined, { signal, handled: true }),
    loadProducts: (signal) => client.gpt.vipProducts(undefined, { signal, handled: true }),
    stateOf: assistantMemberPlanState,
    onPaid,
    pollIntervalMs,
  });
  const [warning, setWarning] = useState(false);
  const { choose } = centre;

  useEffect(() => {
    if (open) return;
    choose(null);
    setWarning(false);
  }, [open, choose]);

  return {
    ...centre,
    messages,
    choose: (id: number | null) => {
      choose(id);
      setWarning(false);
    },
    /** 请选择一种套餐 is shown: 立即购买 was pressed without a product. */
    warning,
    buy: () => {
      if (!centre.chosen) {
        setWarning(true);
        return;
      }
      centre.payment.start();
    },
    agreementHref: paths.assistantAgreement,
  };
}

export type AssistantMembershipState = ReturnType<typeof useAssistantMembership>;
