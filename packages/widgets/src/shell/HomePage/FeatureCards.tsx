import { Button } from '@dubkit/ui';
import { useId } from 'react';
import type { CopyProps } from '../../provider';
import { type SiteCopy, useSiteMessages } from '../copy';
import * as styles from './HomePage.css';
import { useHomeNavigation } from './useHome';

/** The three feature cards: speech synthesis, smart tools, multi-anchor scenes. */
export function FeatureCards() {
  const messages = useSiteMessages();
  const state = useHomeNavigation();
  return <FeatureCardsView messages={messages} {...state} />;
}

export type FeatureCardsViewProps = CopyProps<SiteCopy> & ReturnType<typeof useHomeNavigation>;

/** The view of FeatureCards: its copy and state come as props from the widget. */
export function FeatureCardsView({ messages, go, paths }: FeatureCardsViewProps) {
  const titleId = useId();
  const cards = [
    { mark: '声', title: messages.homeFeatureTtsTitle, text: messages.homeFeatureTtsText, to: paths.anchors },
    { mark: '工', title: messages.homeFeatureToolsTitle, text: messages.homeFeatureToolsText, to: paths.tools },
    { mark: '角', title: messages.homeFeatureScenesTitle, text: messages.homeFeatureScenesText, to: paths.anchors },
  ];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {messages.homeFeaturesTitle}
      </h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.title} className={styles.card}>
            <span className={styles.cardIcon} aria-hidden="true">
              {card.mark}
            </span>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText}>{card.text}</p>
            <Button
              variant="secondary"
              aria-label={`${messages.homeFeatureAction}：${card.title}`}
              onClick={() => go(card.to)}
            >
              {messages.homeFeatureAction}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
