import type { ReactNode } from 'react';
import { Field } from '../Field/Field';
import * as inputStyles from '../Field/Field.css';
import { useField } from '../Field/useField';
import type { OptionKey } from '../RadioGroup/useRadioGroup';
import * as styles from './Select.css';
import { type UseSelectOptions, useSelect } from './useSelect';

export interface SelectProps<K extends OptionKey = OptionKey> extends UseSelectOptions<K> {
  id?: string;
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  placeholder?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  invalid?: boolean;
  /** Form field name: the value is submitted through a hidden input. */
  name?: string;
  size?: 'sm' | 'md';
  className?: string;
}

export function Select<K extends OptionKey = OptionKey>({
  id,
  label,
  'aria-label': ariaLabel,
  placeholder,
  description,
  errorMessage,
  invalid,
  name,
  size = 'md',
  className,
  ...options
}: SelectProps<K>) {
  const parts = useField({ id, label, description, errorMessage, invalid });
  const select = useSelect({ ...options, labelId: parts.label?.id, 'aria-label': ariaLabel });
  const { selectedOption } = select;
  return (
    <Field parts={parts} labelAs="span" disabled={options.disabled} className={className}>
      <button
        className={`${inputStyles.box} ${inputStyles.sizes[size]} ${styles.trigger}`}
        data-invalid={parts.invalid || undefined}
        data-disabled={options.disabled || undefined}
        aria-label={ariaLabel}
        {...parts.controlProps}
        {...select.triggerProps}
      >
        <span className={styles.value} data-placeholder={selectedOption ? undefined : true}>
          {selectedOption ? selectedOption.label : placeholder}
        </span>
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {select.open && (
        <div className={styles.listbox} {...select.listboxProps}>
          {options.options.map((option, index) => (
            <div key={option.value} className={styles.option} {...select.optionProps(index)}>
              {option.label}
              <svg className={styles.check} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2.5 6.2l2.3 2.3 4.7-4.9" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </div>
          ))}
        </div>
      )}
      {name && <input type="hidden" name={name} value={selectedOption?.value ?? ''} />}
    </Field>
  );
}
