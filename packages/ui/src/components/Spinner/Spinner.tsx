import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../Checkbox/Checkbox.css';
import * as styles from './Spinner.css';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: keyof typeof styles.sizes;
  /** What is loading, announced politely. */
  label?: string;
  /** Show the label beside the ring instead of only announcing it. */
  showLabel?: boolean;
}

export function Spinner({ size = 'md', label = '加载中', showLabel = false, className, ...rest }: SpinnerProps) {
  return (
    <span role="status" className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <span className={`${styles.ring} ${styles.sizes[size]}`} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
