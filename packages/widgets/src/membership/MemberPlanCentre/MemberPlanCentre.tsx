import { Badge, Button, Empty, Spinner, useRadioGroup } from '@dubkit/ui';
import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../shared/shared.css';
import { UserAvatar } from '../../shared/UserAvatar';
import { MemberPlanPaymentDialog } from '../MemberPlanPaymentDialog';
import * as styles from './MemberPlanCentre.css';
import type { MemberPlanCentreState, MemberPlanProduct } from './useMemberPlanCentre';

/** A product card's copy, in the plan's own words. */
export interface MemberPlanCard {
  id: number;
  /** Above the title (e.g. the plan's name). */
  name?: string;
  title: string;
  price: string;
  /** The struck-through original price, when there is a discount. */
  original?: string;
  /** Lines under the price; a saving shows in the price's colour. */
  notes: ReadonlyArray<{ text: string; tone?: 'saving' }>;
  promotion: string | null;
}

/** How a product is bought: pick one card then a buy button of the host, or each card's own button. */
export type MemberPlanPick =
  | { kind: 'choose'; label: string; warning: string | null }
  | { kind: 'buy'; title: string; empty: string; button: string; buttonLabel: (card: MemberPlanCard) => string };

export interface MemberPlanCentreProps<Info, Product extends MemberPlanProduct> {
  centre: MemberPlanCentreState<Info, Product>;
  /** The badge of an active member. */
  badge: string;
  /** The plan's line under the name (until when, expired, none). */
  plan: ReactNode;
  /** What the plan has used this month, when known. */
  usage?: ReactNode;
  cards: readonly MemberPlanCard[];
  pick: MemberPlanPick;
  /** 支付成功's text. */
  successText: string;
  /** After the cards (benefits, the buy button, the agreement). */
  children?: ReactNode;
  className?: string;
}

function ChooseCards<Info, Product extends MemberPlanProduct>({
  centre,
  cards,
  pick,
}: Pick<MemberPlanCentreProps<Info, Product>, 'centre' | 'cards'> & {
  pick: Extract<MemberPlanPick, { kind: 'choose' }>;
}) {
  const warningId = useId();
  const { radios } = useRadioGroup({
    options: cards.map((card) => ({ value: card.id, label: card.title })),
    value: centre.chosen?.id ?? null,
    onChange: centre.choose,
  });
  return (
    <>
      <div
        role="radiogroup"
        aria-label={pick.label}
        aria-describedby={pick.warning ? warningId : undefined}
        aria-invalid={pick.warning ? true : undefined}
        className={styles.cards}
        data-pick="choose"
      >
        {radios.map(({ option, itemProps, inputProps }, index) => {
          const card = cards[index];
          if (!card) return null;
          return (
            <label key={option.value} className={styles.card} {...itemProps}>
              <input className={visuallyHidden} {...inputProps} />
              <CardText card={card} />
            </label>
          );
        })}
      </div>
      {pick.warning && (
        <p id={warningId} className={styles.warning} role="alert">
          {pick.warning}
        </p>
      )}
    </>
  );
}

function CardText({ card }: { card: MemberPlanCard }) {
  return (
    <>
      {card.promotion && (
        <Badge variant="hot" className={styles.promotion}>
          {card.promotion}
        </Badge>
      )}
      {card.name && <span className={styles.cardName}>{card.name}</span>}
      <span className={styles.cardTitle}>{card.title}</span>
      <span className={styles.price}>
        <span className={styles.realPrice}>{card.price}</span>
        {card.original && <s className={styles.original}>{card.original}</s>}
      </span>
      {card.notes.map((note) => (
        <span key={note.text} className={styles.note} data-tone={note.tone}>
          {note.text}
        </span>
      ))}
    </>
  );
}

/**
 * A member plan's centre (the assistant's 订阅服务, speech-to-text's 会员中心): the user with their plan and its use
 * this month, the product cards — chosen then bought by the host's button, or each bought by its own — and the 375 px
 * payment of the chosen one. Copy and cards come from the plan's widget.
 */
export function MemberPlanCentre<Info, Product extends MemberPlanProduct>({
  centre,
  badge,
  plan,
  usage,
  cards,
  pick,
  successText,
  children,
  className,
}: MemberPlanCentreProps<Info, Product>) {
  const { messages, user, memberState } = centre;
  const titleId = useId();
  const name = user?.nickname || user?.username || '';
  const loading = centre.productsLoading && <Spinner className={styles.loading} label={messages.loading} showLabel />;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-member={memberState}>
      <div className={styles.user} data-member={memberState}>
        <UserAvatar src={user?.avatar ?? ''} name={name || '?'} size={48} />
        <div className={styles.userText}>
          <p className={styles.userName}>
            <span>{name}</span>
            {memberState === 'active' && <Badge variant="member">{badge}</Badge>}
          </p>
          <p className={styles.userLine}>{plan}</p>
          {usage && <p className={styles.userLine}>{usage}</p>}
        </div>
      </div>

      {pick.kind === 'choose' ? (
        <div className={styles.products}>
          {loading}
          <ChooseCards centre={centre} cards={cards} pick={pick} />
        </div>
      ) : (
        <section className={styles.products} aria-labelledby={titleId}>
          <h3 id={titleId} className={styles.productsTitle}>
            {pick.title}
          </h3>
          {loading ||
            (cards.length === 0 ? (
              <Empty title={pick.empty} />
            ) : (
              <ul className={styles.cards} data-pick="buy">
                {cards.map((card) => (
                  <li key={card.id} className={styles.card}>
                    <CardText card={card} />
                    <Button
                      block
                      className={styles.buy}
                      onClick={() => {
                        centre.choose(card.id);
                        centre.payment.start();
                      }}
                      aria-label={pick.buttonLabel(card)}
                    >
                      {pick.button}
                    </Button>
                  </li>
                ))}
              </ul>
            ))}
        </section>
      )}

      {children}

      <MemberPlanPaymentDialog
        payment={centre.payment}
        price={centre.chosen?.realPrice ?? 0}
        successText={successText}
      />
    </div>
  );
}
