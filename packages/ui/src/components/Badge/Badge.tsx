import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeVariant = keyof typeof styles.variants;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant: BadgeVariant;
  /** The badge's text (product copy, passed in). */
  children?: ReactNode;
  /** Accessible name of a member crown shown without text. */
  label?: string;
}

/** A small status mark: new, hot, recommended, newest, or the member crown. */
export function Badge({ variant, children, label, className, ...rest }: BadgeProps) {
  const iconOnly = children == null;
  return (
    <span
      className={[styles.badge, styles.variants[variant], className].filter(Boolean).join(' ')}
      data-variant={variant}
      {...(iconOnly && label ? { role: 'img', 'aria-label': label } : {})}
      {...rest}
    >
      {variant === 'member' && (
        <svg className={styles.crown} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
          <path d="M2 5.5 5.2 8 8 3l2.8 5L14 5.5 12.8 12H3.2L2 5.5zM3.3 13h9.4v1.2H3.3z" />
        </svg>
      )}
      {children}
    </span>
  );
}
