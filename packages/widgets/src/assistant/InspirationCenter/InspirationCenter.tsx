import type { InspirationItem } from '@dubkit/sdk-core';
import { Button, Card, Empty, Skeleton } from '@dubkit/ui';
import { useId } from 'react';
import { useDubKit } from '../../provider';
import { format } from '../../shared/format';
import * as styles from './InspirationCenter.css';
import { iconSource, isImageIcon, readableLabelColors } from './labelColors';
import { type InspirationCenterState, useInspirationCenter } from './useInspirationCenter';

export interface InspirationCenterProps {
  className?: string;
}

/** The inspiration center (/gpt/inspiration): a card per template, each leading to its apply page. */
export function InspirationCenter({ className }: InspirationCenterProps) {
  const state = useInspirationCenter();
  return <InspirationCenterView {...state} className={className} />;
}

export interface InspirationCenterViewProps extends InspirationCenterState {
  className?: string;
}

/** A template's icon: a picture, or its text (an emoji) on a tinted tile; the first letter of the title without one. */
export function TemplateIcon({ item, size = 44 }: { item: InspirationItem; size?: number }) {
  const { baseUrl } = useDubKit();
  const icon = item.icon.trim();
  return (
    <span className={styles.icon} style={{ width: size, height: size }} aria-hidden="true">
      {isImageIcon(icon) ? (
        <img src={iconSource(icon, baseUrl)} alt="" width={size} height={size} />
      ) : (
        icon || item.title.slice(0, 1)
      )}
    </span>
  );
}

/** A template's label in the server's colours, made readable (see `readableLabelColors`). */
export function TemplateLabel({ label }: { label: InspirationItem['label'] }) {
  if (!label?.value) return null;
  const colors = readableLabelColors(label.textColor, label.bgColor);
  return (
    <span className={styles.label} style={colors ?? undefined} data-themed={colors ? undefined : true}>
      {label.value}
    </span>
  );
}

/** The view of InspirationCenter: its copy, templates and links come as props from the widget. */
export function InspirationCenterView({
  messages,
  status,
  templates,
  retry,
  hrefOf,
  follow,
  className,
}: InspirationCenterViewProps) {
  const titleId = useId();
  const loading = status === 'loading' || status === 'idle';
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={loading}
      data-state={status}
    >
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {messages.inspirationTitle}
        </h1>
        <p className={styles.intro}>{messages.inspirationIntro}</p>
      </header>
      {loading ? (
        <ul className={styles.grid} aria-label={messages.loading}>
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <li key={key} className={styles.skeleton}>
              <Skeleton height={136} />
            </li>
          ))}
        </ul>
      ) : status === 'error' ? (
        <Empty
          title={messages.inspirationLoadFailed}
          role="alert"
          action={
            <Button variant="secondary" onClick={retry}>
              {messages.inspirationRetry}
            </Button>
          }
        />
      ) : templates.length === 0 ? (
        <Empty title={messages.inspirationEmpty} description={messages.inspirationEmptyHint} />
      ) : (
        <ul className={styles.grid} aria-label={messages.inspirationList}>
          {templates.map((item) => {
            const href = hrefOf(item.code);
            return (
              <Card as="li" key={item.code} interactive className={styles.card} data-code={item.code}>
                <div className={styles.cardHead}>
                  <TemplateIcon item={item} />
                  <TemplateLabel label={item.label} />
                </div>
                <h2 className={styles.cardTitle}>
                  <a
                    className={styles.action}
                    href={href}
                    onClick={follow(href)}
                    aria-label={format(messages.inspirationOpen, { title: item.title })}
                  >
                    {item.title}
                  </a>
                </h2>
                <p className={styles.subtitle}>{item.subtitle}</p>
              </Card>
            );
          })}
        </ul>
      )}
    </section>
  );
}
