import type { HTMLAttributes, Ref } from 'react';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: an `article` for a self-contained item, `li` inside a list. */
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: keyof typeof styles.paddings;
  /** Lift on hover; put the card's action (a button or link) inside it. */
  interactive?: boolean;
  /** Marks the chosen card of a picker; convey it to assistive technology on the card's control too. */
  selected?: boolean;
  ref?: Ref<HTMLElement>;
}

/** A surface grouping one item's content. */
export function Card({
  as: Element = 'div',
  padding = 'md',
  interactive = false,
  selected = false,
  className,
  ref,
  ...rest
}: CardProps) {
  return (
    <Element
      ref={ref as Ref<never>}
      className={[styles.card, styles.paddings[padding], className].filter(Boolean).join(' ')}
      data-interactive={interactive || undefined}
      data-selected={selected || undefined}
      {...rest}
    />
  );
}
