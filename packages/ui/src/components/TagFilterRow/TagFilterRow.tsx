import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../Checkbox/Checkbox.css';
import { type OptionKey, type UseRadioGroupOptions, useRadioGroup } from '../RadioGroup/useRadioGroup';
import * as styles from './TagFilterRow.css';

export interface TagFilterRowProps<K extends OptionKey = OptionKey> extends UseRadioGroupOptions<K> {
  /** The row's visible label (sort, language, scene…); it names the group. */
  label: ReactNode;
  className?: string;
}

/** One filter row of the anchor library: a label and a single-select row of tags (a radio group). */
export function TagFilterRow<K extends OptionKey = OptionKey>({ label, className, ...options }: TagFilterRowProps<K>) {
  const labelId = useId();
  const { radios } = useRadioGroup(options);
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-disabled={options.disabled || undefined}
      className={[styles.row, className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.tags}>
        {radios.map(({ option, itemProps, inputProps }) => (
          <label key={option.value} className={styles.tag} {...itemProps}>
            <input className={visuallyHidden} {...inputProps} />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
