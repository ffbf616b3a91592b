import type { ReactNode } from 'react';
import * as styles from './Field.css';
import type { FieldParts } from './useField';

export interface FieldProps {
  parts: FieldParts;
  /** `span` for controls a `<label for>` cannot name (groups, comboboxes). */
  labelAs?: 'label' | 'span';
  disabled?: boolean;
  className?: string;
  /** Sits at the end of the label row (a slider's value, say). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame around a form control: label, control, description and error message. */
export function Field({ parts, labelAs = 'label', disabled, className, aside, children }: FieldProps) {
  const { label, description, error, invalid } = parts;
  const labelNode =
    label &&
    (labelAs === 'label' ? (
      <label id={label.id} htmlFor={label.htmlFor} className={styles.label}>
        {label.children}
      </label>
    ) : (
      <span id={label.id} className={styles.label}>
        {label.children}
      </span>
    ));
  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      {aside ? (
        <div className={styles.labelRow}>
          {labelNode}
          {aside}
        </div>
      ) : (
        labelNode
      )}
      {children}
      {description && <p {...description} className={styles.description} />}
      {error && <p {...error} className={styles.error} />}
    </div>
  );
}
