import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import * as styles from './Checkbox.css';
import { useCheckbox } from './useCheckbox';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'defaultChecked' | 'onChange'> {
  /** The visible label; without one, pass `aria-label`. */
  children?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  indeterminate?: boolean;
  description?: ReactNode;
  errorMessage?: ReactNode;
  invalid?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  id,
  children,
  checked,
  defaultChecked,
  onChange,
  indeterminate,
  description,
  errorMessage,
  invalid,
  disabled,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  const parts = useField({ id, description, errorMessage, invalid });
  const checkbox = useCheckbox({
    checked,
    defaultChecked,
    onChange,
    indeterminate,
    disabled,
    invalid: parts.invalid,
    ref,
  });
  return (
    <Field parts={parts} disabled={disabled} className={className}>
      <label className={styles.checkbox} {...checkbox.rootProps}>
        <input className={styles.visuallyHidden} {...checkbox.inputProps} {...parts.controlProps} {...rest} />
        <span className={styles.box} aria-hidden="true">
          {indeterminate ? (
            <svg className={styles.mark} viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          ) : (
            checkbox.checked && (
              <svg className={styles.mark} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2.5 6.2l2.3 2.3 4.7-4.9" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            )
          )}
        </span>
        {children}
      </label>
    </Field>
  );
}
