import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useCharacterLimit } from '../../hooks/useCharacterLimit';
import { Field } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { useField } from '../Field/useField';

export type InputSize = keyof typeof styles.sizes;

export interface InputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'size' | 'prefix'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  invalid?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Most characters (an emoji is one, as the server counts); an input method's composition is kept whole. */
  maxLength?: number;
  size?: InputSize;
  /** Content before the text, inside the box (an icon). */
  prefix?: ReactNode;
  /** Content after the text, inside the box (a button). */
  suffix?: ReactNode;
  /** Extra ids describing the input. */
  describedBy?: string;
  /** Class of the field's outer element. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Input({
  id,
  label,
  description,
  errorMessage,
  invalid,
  onChange,
  maxLength,
  size = 'md',
  prefix,
  suffix,
  describedBy,
  disabled,
  className,
  ref,
  ...rest
}: InputProps) {
  const parts = useField({ id, label, description, errorMessage, invalid, describedBy });
  const { limit, onCompositionEnd } = useCharacterLimit<HTMLInputElement>(maxLength);
  return (
    <Field parts={parts} disabled={disabled} className={className}>
      <div
        className={`${styles.box} ${styles.sizes[size]}`}
        data-invalid={parts.invalid || undefined}
        data-disabled={disabled || undefined}
      >
        {prefix && <span className={styles.adornment}>{prefix}</span>}
        <input
          ref={ref}
          className={styles.input}
          disabled={disabled}
          onChange={(event) => {
            const value = limit(event);
            onChange?.(value, event);
          }}
          onCompositionEnd={onCompositionEnd}
          {...parts.controlProps}
          {...rest}
        />
        {suffix && <span className={styles.adornment}>{suffix}</span>}
      </div>
    </Field>
  );
}
