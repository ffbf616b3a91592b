import { Button, Dialog } from '@dubkit/ui';
import { useId } from 'react';
import { type MemberPlanCard, MemberPlanCentre } from '../../membership/MemberPlanCentre';
import { format, formatDate } from '../../shared/format';
import { CheckIcon } from '../../shared/icons';
import * as styles from './AssistantMembership.css';
import {
  type AssistantMembershipState,
  type UseAssistantMembershipOptions,
  useAssistantMembership,
} from './useAssistantMembership';

export interface AssistantMembershipProps extends UseAssistantMembershipOptions {
  onOpenChange: (open: boolean) => void;
}

/**
 * The writing assistant's membership dialog (the chat page's 订阅服务): the user's plan, the products, the benefits,
 * the agreement and 立即购买, which opens the 375 px Alipay / WeChat payment dialog.
 */
export function AssistantMembership({ open, onOpenChange, ...options }: AssistantMembershipProps) {
  const state = useAssistantMembership({ open, ...options });
  return <AssistantMembershipView {...state} open={open} onOpenChange={onOpenChange} />;
}

export interface AssistantMembershipViewProps extends AssistantMembershipState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function planText({ messages, member, memberState, memberLoading }: AssistantMembershipState): string {
  if (memberLoading) return '\u00a0';
  if (memberState === 'active' && member)
    return format(messages.assistantVipUntil, { date: formatDate(member.endTime) });
  if (memberState === 'expired' && member)
    return format(messages.assistantVipExpired, { date: formatDate(member.endTime) });
  return messages.assistantVipNotMember;
}

/** The view of AssistantMembership: its copy, plan, products and payment come as props from the widget. */
export function AssistantMembershipView({ open, onOpenChange, ...state }: AssistantMembershipViewProps) {
  const { messages, member, memberState } = state;
  const benefitsId = useId();
  const benefits = [
    messages.assistantVipBenefitTokens,
    messages.assistantVipBenefitMemory,
    messages.assistantVipBenefitUnlimited,
    messages.assistantVipBenefitPriority,
    messages.assistantVipBenefitService,
  ];
  const cards: MemberPlanCard[] = state.products.map((item) => ({
    id: item.id,
    title: item.title,
    price: format(messages.assistantVipPrice, { price: item.realPrice }),
    original: item.price > item.realPrice ? format(messages.assistantVipOriginal, { price: item.price }) : undefined,
    notes: [
      {
        text: format(messages.assistantVipAverage, {
          price: item.averagePrice,
          unit: item.priceUnit || messages.assistantVipDefaultUnit,
        }),
      },
    ],
    promotion: item.promotion,
  }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.assistantVipTitle}
      closeLabel={messages.close}
      width={560}
    >
      <MemberPlanCentre
        centre={state}
        badge={messages.assistantVipBadge}
        plan={planText(state)}
        usage={
          member?.monthTokensAllowed !== undefined &&
          format(messages.assistantVipTokens, {
            used: (member.monthTokensUsed ?? 0).toLocaleString('zh-CN'),
            allowed: member.monthTokensAllowed.toLocaleString('zh-CN'),
          })
        }
        cards={cards}
        pick={{
          kind: 'choose',
          label: messages.assistantVipProducts,
          warning: state.warning ? messages.assistantVipSelect : null,
        }}
        successText={
          memberState === 'active' && member
            ? format(messages.assistantVipUntil, { date: formatDate(member.endTime) })
            : messages.assistantPayThanks
        }
      >
        <section className={styles.benefits} aria-labelledby={benefitsId}>
          <h3 id={benefitsId} className={styles.benefitsTitle}>
            {messages.assistantVipBenefits}
          </h3>
          <ul className={styles.benefitList}>
            {benefits.map((benefit) => (
              <li key={benefit}>
                <span className={styles.check} aria-hidden="true">
                  <CheckIcon />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.buy}>
          <Button size="lg" block onClick={state.buy}>
            {memberState === 'none' ? messages.assistantVipBuy : messages.assistantVipRenew}
          </Button>
          <p className={styles.terms}>
            {messages.assistantVipAgreementPrefix}
            <a className={styles.link} href={state.agreementHref} target="_blank" rel="noopener noreferrer">
              {messages.assistantVipAgreement}
            </a>
            <span className={styles.stacking}>{messages.assistantVipStacking}</span>
          </p>
        </div>
      </MemberPlanCentre>
    </Dialog>
  );
}
