import { Badge, Button, Dialog, Spinner, useRadioGroup } from '@dubkit/ui';
import { useId } from 'react';
import { PlanPaymentDialog } from '../../membership/PlanPaymentDialog';
import { format, formatDate } from '../../shared/format';
import { CheckIcon } from '../../shared/icons';
import { visuallyHidden } from '../../shared/shared.css';
import { UserAvatar } from '../../shared/UserAvatar';
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

/** The view of AssistantMembership: its copy, plan, products and payment come as props from the widget. */
export function AssistantMembershipView({ open, onOpenChange, ...state }: AssistantMembershipViewProps) {
  const { messages, member, memberState, products, product } = state;
  const warningId = useId();
  const benefitsId = useId();
  const { radios } = useRadioGroup({
    options: products.map((item) => ({ value: item.id, label: item.title })),
    value: product?.id ?? null,
    onChange: state.selectProduct,
  });
  const name = state.user?.nickname || state.user?.username || '';
  const benefits = [
    messages.assistantVipBenefitTokens,
    messages.assistantVipBenefitMemory,
    messages.assistantVipBenefitUnlimited,
    messages.assistantVipBenefitPriority,
    messages.assistantVipBenefitService,
  ];

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={messages.assistantVipTitle}
        closeLabel={messages.close}
        width={560}
      >
        <div className={styles.body}>
          <div className={styles.user} data-member={memberState}>
            <UserAvatar src={state.user?.avatar ?? ''} name={name || '?'} size={48} />
            <div className={styles.userText}>
              <p className={styles.userName}>
                <span>{name}</span>
                {memberState === 'active' && <Badge variant="member">{messages.assistantVipBadge}</Badge>}
              </p>
              <p className={styles.userPlan}>
                {state.memberLoading
                  ? '\u00a0'
                  : memberState === 'active' && member
                    ? format(messages.assistantVipUntil, { date: formatDate(member.endTime) })
                    : memberState === 'expired' && member
                      ? format(messages.assistantVipExpired, { date: formatDate(member.endTime) })
                      : messages.assistantVipNotMember}
              </p>
              {member?.monthTokensAllowed !== undefined && (
                <p className={styles.userTokens}>
                  {format(messages.assistantVipTokens, {
                    used: (member.monthTokensUsed ?? 0).toLocaleString('zh-CN'),
                    allowed: member.monthTokensAllowed.toLocaleString('zh-CN'),
                  })}
                </p>
              )}
            </div>
          </div>

          <div className={styles.productsArea}>
            {state.productsLoading && <Spinner label={messages.loading} showLabel className={styles.loading} />}
            <div
              role="radiogroup"
              aria-label={messages.assistantVipProducts}
              aria-describedby={state.warning ? warningId : undefined}
              aria-invalid={state.warning || undefined}
              className={styles.products}
            >
              {radios.map(({ option, itemProps, inputProps }, index) => {
                const item = products[index];
                if (!item) return null;
                return (
                  <label key={option.value} className={styles.product} {...itemProps}>
                    <input className={visuallyHidden} {...inputProps} />
                    {item.promotion && (
                      <Badge variant="hot" className={styles.promotion}>
                        {item.promotion}
                      </Badge>
                    )}
                    <span className={styles.productTitle}>{item.title}</span>
                    <span className={styles.realPrice}>
                      {format(messages.assistantVipPrice, { price: item.realPrice })}
                    </span>
                    {item.price > item.realPrice && (
                      <s className={styles.original}>{format(messages.assistantVipOriginal, { price: item.price })}</s>
                    )}
                    <span className={styles.perDay}>
                      {format(messages.assistantVipAverage, {
                        price: item.averagePrice,
                        unit: item.priceUnit || messages.assistantVipDefaultUnit,
                      })}
                    </span>
                  </label>
                );
              })}
            </div>
            {state.warning && (
              <p id={warningId} className={styles.warning} role="alert">
                {messages.assistantVipSelect}
              </p>
            )}
          </div>

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
        </div>
      </Dialog>
      <PlanPaymentDialog
        payment={state.payment}
        price={product?.realPrice ?? 0}
        successText={
          member?.member && !member.expired
            ? format(messages.assistantVipUntil, { date: formatDate(member.endTime) })
            : messages.assistantPayThanks
        }
      />
    </>
  );
}
