import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useCharacterLimit } from '../../hooks/useCharacterLimit';
import { Field } from '../Field/Field';
import * as inputStyles from '../Field/Field.css';
import { useField } from '../Field/useField';
import * as styles from './Textarea.css';
import { useTextarea } from './useTextarea';

export interface TextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  invalid?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Show the `count/max` counter; on by default when `maxLength` is set. */
  showCount?: boolean;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({
  id,
  label,
  description,
  errorMessage,
  invalid,
  value,
  defaultValue,
  onChange,
  maxLength,
  showCount,
  disabled,
  rows = 4,
  className,
  ref,
  ...rest
}: TextareaProps) {
  const { text, setText, counter } = useTextarea({ value, defaultValue, onChange, maxLength, showCount });
  const parts = useField({ id, label, description, errorMessage, invalid, describedBy: counter?.id });
  const { limit, onCompositionEnd } = useCharacterLimit<HTMLTextAreaElement>(maxLength);
  return (
    <Field parts={parts} disabled={disabled} className={className}>
      <div
        className={`${inputStyles.box} ${styles.box}`}
        data-invalid={parts.invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <textarea
          ref={ref}
          className={`${inputStyles.input} ${styles.textarea}`}
          rows={rows}
          disabled={disabled}
          value={text}
          onChange={(event) => setText(limit(event))}
          onCompositionEnd={onCompositionEnd}
          {...parts.controlProps}
          {...rest}
        />
        {counter && (
          <span id={counter.id} className={styles.counter} data-over={counter.over || undefined}>
            {counter.text}
          </span>
        )}
      </div>
    </Field>
  );
}
