import { useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState';

export type OptionKey = string | number;

/** One choice of a single-select control (radio group, tag row, select). */
export interface ChoiceOption<K extends OptionKey = OptionKey> {
  value: K;
  label: string;
  disabled?: boolean;
}

export interface UseRadioGroupOptions<K extends OptionKey> {
  options: readonly ChoiceOption<K>[];
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K) => void;
  /** Form field name; one is generated so the radios form a group. */
  name?: string;
  disabled?: boolean;
}

/**
 * Single selection over native radios sharing one name, so the browser gives the roving focus:
 * Tab enters at the checked radio, arrow keys move and select, disabled radios are skipped.
 */
export function useRadioGroup<K extends OptionKey>({
  options,
  value,
  defaultValue = null,
  onChange,
  name,
  disabled = false,
}: UseRadioGroupOptions<K>) {
  const generatedName = useId();
  const [selected, setSelected] = useControllableState<K | null>(value, defaultValue, (next) => {
    if (next !== null) onChange?.(next);
  });
  const groupName = name ?? generatedName;
  return {
    selected,
    radios: options.map((option) => {
      const isSelected = option.value === selected;
      const isDisabled = disabled || Boolean(option.disabled);
      return {
        option,
        itemProps: { 'data-selected': isSelected || undefined, 'data-disabled': isDisabled || undefined },
        inputProps: {
          type: 'radio' as const,
          name: groupName,
          value: String(option.value),
          checked: isSelected,
          disabled: isDisabled,
          onChange: () => setSelected(option.value),
        },
      };
    }),
  };
}
