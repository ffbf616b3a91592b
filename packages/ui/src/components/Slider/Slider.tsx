import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import * as styles from './Slider.css';
import { type UseSliderOptions, useSlider } from './useSlider';

export interface SliderProps
  extends UseSliderOptions,
    Omit<InputHTMLAttributes<HTMLInputElement>, keyof UseSliderOptions | 'type'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  /** Show the formatted value beside the label (on by default). */
  showValue?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Slider({
  id,
  label,
  description,
  showValue = true,
  value,
  defaultValue,
  onChange,
  min,
  max,
  step,
  pageStep,
  formatValue,
  disabled,
  className,
  ref,
  ...rest
}: SliderProps) {
  const parts = useField({ id, label, description });
  const slider = useSlider({ value, defaultValue, onChange, min, max, step, pageStep, formatValue, disabled });
  return (
    <Field
      parts={parts}
      disabled={disabled}
      className={className}
      aside={
        showValue && (
          // The input's aria-valuetext already announces the value.
          <output htmlFor={parts.controlId} className={styles.output} aria-hidden="true">
            {slider.formatted}
          </output>
        )
      }
    >
      <input
        ref={ref}
        className={styles.slider}
        style={assignInlineVars({ [styles.fill]: `${slider.fraction * 100}%` })}
        {...slider.inputProps}
        {...parts.controlProps}
        {...rest}
      />
    </Field>
  );
}
