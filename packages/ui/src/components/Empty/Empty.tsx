import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Empty.css';

export interface EmptyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is missing (product copy, passed in). */
  title: ReactNode;
  description?: ReactNode;
  /** A way forward, such as a button. */
  action?: ReactNode;
  /** Replaces the default drawing; decorative either way. */
  illustration?: ReactNode;
}

/** The placeholder of a list or page with nothing to show. */
export function Empty({ title, description, action, illustration, className, ...rest }: EmptyProps) {
  return (
    <div className={[styles.empty, className].filter(Boolean).join(' ')} {...rest}>
      <span aria-hidden="true">
        {illustration ?? (
          <svg
            className={styles.illustration}
            viewBox="0 0 96 72"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 40 24 16h48l12 24v20a4 4 0 0 1-4 4H16a4 4 0 0 1-4-4V40z" />
            <path d="M12 40h22l4 8h20l4-8h22" />
          </svg>
        )}
      </span>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
