import { asrMinutesText } from '@dubkit/sdk-core/speech-to-text';
import { type MemberPlanCard, MemberPlanCentre } from '../../../membership/MemberPlanCentre';
import { format, formatDate } from '../../../shared/format';
import { type AsrMemberCenterState, type UseAsrMemberCenterOptions, useAsrMemberCenter } from './useAsrMemberCenter';

export interface AsrMemberCenterProps extends UseAsrMemberCenterOptions {
  className?: string;
}

/** The member center tab of speech-to-text: the user's plan and minutes, the plan cards and their payment. */
export function AsrMemberCenter({ className, ...options }: AsrMemberCenterProps) {
  const state = useAsrMemberCenter(options);
  return <AsrMemberCenterView {...state} className={className} />;
}

export interface AsrMemberCenterViewProps extends AsrMemberCenterState {
  className?: string;
}

function planText({ messages, member, memberState }: AsrMemberCenterState): string {
  if (memberState === 'active' && member) return format(messages.asrVipUntil, { date: formatDate(member.endTime) });
  if (memberState === 'expired' && member) return format(messages.asrVipExpired, { date: formatDate(member.endTime) });
  return messages.asrVipNone;
}

/** The view of AsrMemberCenter: its copy, plan, products and payment come as props from the widget. */
export function AsrMemberCenterView({ className, ...state }: AsrMemberCenterViewProps) {
  const { messages, member, minutes } = state;
  const cards: MemberPlanCard[] = state.products.map((product) => ({
    id: product.id,
    name: product.name,
    title: product.title,
    price: format(messages.asrMemberPlanPrice, { price: product.realPrice }),
    original:
      product.originPrice > product.realPrice
        ? format(messages.asrMemberPlanOriginal, { price: product.originPrice })
        : undefined,
    notes: [
      ...(product.saveMoney > 0
        ? [{ text: format(messages.asrMemberPlanSave, { price: product.saveMoney }), tone: 'saving' as const }]
        : []),
      { text: format(messages.asrMemberPlanMinutes, { minutes: product.minutes }) },
    ],
    promotion: product.promotion,
  }));
  return (
    <MemberPlanCentre
      className={className}
      centre={state}
      badge={messages.asrVipBadge}
      plan={`${messages.asrMemberLabel}：${state.memberLoading ? '…' : planText(state)}`}
      usage={
        minutes &&
        format(messages.asrMinutes, {
          used: asrMinutesText(minutes.used),
          left: asrMinutesText(minutes.left, 'down'),
          total: minutes.total,
        })
      }
      cards={cards}
      pick={{
        kind: 'buy',
        title: messages.asrMemberPlans,
        empty: messages.asrMemberPlansEmpty,
        button: messages.asrOpenMemberPlan,
        buttonLabel: (card) => format(messages.asrMemberPlanOpen, { title: card.title }),
      }}
      successText={
        state.memberState === 'active' && member
          ? format(messages.asrPaid, { date: formatDate(member.endTime) })
          : messages.asrPaidThanks
      }
    />
  );
}
