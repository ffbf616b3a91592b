import { Button } from '@dubkit/ui';
import { useId } from 'react';
import type { CopyProps } from '../../provider';
import { type SiteCopy, useSiteMessages } from '../copy';
import * as styles from './HomePage.css';
import { useHomeNavigation } from './useHome';

/** The closing call to action: start dubbing with the default anchor, after login. */
export function CallToAction() {
  const messages = useSiteMessages();
  const state = useHomeNavigation();
  return <CallToActionView messages={messages} {...state} />;
}

export type CallToActionViewProps = CopyProps<SiteCopy> & ReturnType<typeof useHomeNavigation>;

/** The view of CallToAction: its copy and state come as props from the widget. */
export function CallToActionView({ messages, create }: CallToActionViewProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.cta}>
        <h2 id={titleId} className={styles.ctaTitle}>
          {messages.homeCtaTitle}
        </h2>
        <p className={styles.ctaText}>{messages.homeCtaText}</p>
        <Button size="lg" variant="secondary" onClick={create}>
          {messages.homeCtaAction}
        </Button>
      </div>
    </section>
  );
}
