import type { ReactNode } from 'react';
import { visuallyHidden } from '../Checkbox/Checkbox.css';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import * as styles from './RadioGroup.css';
import { type OptionKey, type UseRadioGroupOptions, useRadioGroup } from './useRadioGroup';

export interface RadioGroupProps<K extends OptionKey = OptionKey> extends UseRadioGroupOptions<K> {
  id?: string;
  /** Visible label of the group; without one, pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

export function RadioGroup<K extends OptionKey = OptionKey>({
  id,
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  invalid,
  required,
  orientation = 'vertical',
  className,
  ...options
}: RadioGroupProps<K>) {
  const parts = useField({ id, label, description, errorMessage, invalid });
  const { radios } = useRadioGroup(options);
  return (
    <Field parts={parts} labelAs="span" disabled={options.disabled} className={className}>
      <div
        role="radiogroup"
        className={styles.group}
        aria-label={ariaLabel}
        aria-orientation={orientation}
        aria-required={required || undefined}
        {...parts.controlProps}
      >
        {radios.map(({ option, itemProps, inputProps }) => (
          <label key={option.value} className={styles.radio} {...itemProps}>
            <input className={visuallyHidden} {...inputProps} />
            <span className={styles.circle} aria-hidden="true" />
            {option.label}
          </label>
        ))}
      </div>
    </Field>
  );
}
