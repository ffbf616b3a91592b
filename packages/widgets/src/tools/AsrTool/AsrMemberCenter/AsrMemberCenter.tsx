import { asrMinutesText } from '@dubkit/sdk-core/speech-to-text';
import { Badge, Button, Empty, Spinner } from '@dubkit/ui';
import { useId } from 'react';
import { PlanPaymentDialog } from '../../../membership/PlanPaymentDialog';
import { format, formatDate } from '../../../shared/format';
import { UserAvatar } from '../../../shared/UserAvatar';
import * as styles from './AsrMemberCenter.css';
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
  const plansId = useId();
  const name = state.user?.nickname || state.user?.username || '';
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-member={state.memberState}>
      <div className={styles.user} data-member={state.memberState}>
        <UserAvatar src={state.user?.avatar ?? ''} name={name || '?'} size={48} />
        <div className={styles.userText}>
          <p className={styles.userName}>
            <span>{name}</span>
            {state.memberState === 'active' && <Badge variant="member">{messages.asrVipBadge}</Badge>}
          </p>
          <p className={styles.userPlan}>
            {messages.asrMemberLabel}：{state.memberLoading ? '…' : planText(state)}
          </p>
          {minutes && (
            <p className={styles.userPlan}>
              {format(messages.asrMinutes, {
                used: asrMinutesText(minutes.used),
                left: asrMinutesText(minutes.left, 'down'),
                total: minutes.total,
              })}
            </p>
          )}
        </div>
      </div>

      <section className={styles.plans} aria-labelledby={plansId}>
        <h3 id={plansId} className={styles.plansTitle}>
          {messages.asrPlans}
        </h3>
        {state.productsLoading ? (
          <Spinner className={styles.loading} label={messages.loading} showLabel />
        ) : state.products.length === 0 ? (
          <Empty title={messages.asrPlansEmpty} />
        ) : (
          <ul className={styles.cards}>
            {state.products.map((product) => (
              <li key={product.id} className={styles.card}>
                {product.promotion && (
                  <Badge variant="hot" className={styles.promotion}>
                    {product.promotion}
                  </Badge>
                )}
                <p className={styles.cardName}>{product.name}</p>
                <p className={styles.cardTitle}>{product.title}</p>
                <p className={styles.price}>
                  <span className={styles.realPrice}>
                    {format(messages.asrPlanPrice, { price: product.realPrice })}
                  </span>
                  {product.originPrice > product.realPrice && (
                    <s className={styles.original}>
                      {format(messages.asrPlanOriginal, { price: product.originPrice })}
                    </s>
                  )}
                </p>
                {product.saveMoney > 0 && (
                  <p className={styles.save}>{format(messages.asrPlanSave, { price: product.saveMoney })}</p>
                )}
                <p className={styles.minutes}>{format(messages.asrPlanMinutes, { minutes: product.minutes })}</p>
                <Button
                  block
                  onClick={() => state.open(product)}
                  aria-label={format(messages.asrPlanOpen, { title: product.title })}
                >
                  {messages.asrOpenPlan}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <PlanPaymentDialog
        payment={state.payment}
        price={state.chosen?.realPrice ?? 0}
        successText={
          state.memberState === 'active' && member
            ? format(messages.asrPaid, { date: formatDate(member.endTime) })
            : messages.asrPaidThanks
        }
      />
    </div>
  );
}
