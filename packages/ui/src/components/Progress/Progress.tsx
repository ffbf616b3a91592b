import type { ReactNode } from 'react';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import * as styles from './Progress.css';
import { type UseProgressOptions, useProgress } from './useProgress';

export interface ProgressProps extends UseProgressOptions {
  id?: string;
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  /** Show the percentage beside the label (on by default). */
  showValue?: boolean;
  tone?: keyof typeof styles.tones;
  className?: string;
}

export function Progress({
  id,
  label,
  'aria-label': ariaLabel,
  description,
  showValue = true,
  tone = 'brand',
  className,
  ...options
}: ProgressProps) {
  const parts = useField({ id, label, description });
  const progress = useProgress(options);
  return (
    <Field
      parts={parts}
      labelAs="span"
      className={className}
      aside={
        showValue &&
        progress.text && (
          <span className={styles.value} aria-hidden="true">
            {progress.text}
          </span>
        )
      }
    >
      <div
        role="progressbar"
        className={styles.track}
        {...progress.valueProps}
        id={parts.controlId}
        aria-labelledby={parts.controlProps['aria-labelledby']}
        aria-describedby={parts.controlProps['aria-describedby']}
        aria-label={ariaLabel}
      >
        <div
          className={`${styles.bar} ${styles.tones[tone]}`}
          data-indeterminate={progress.indeterminate || undefined}
          style={progress.indeterminate ? undefined : { width: `${progress.percent}%` }}
        />
      </div>
    </Field>
  );
}
