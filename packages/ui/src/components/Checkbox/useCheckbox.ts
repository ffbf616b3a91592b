import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { useControllableState } from '../../hooks/useControllableState';

export interface UseCheckboxOptions {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Neither checked nor unchecked ("some selected"); shown until the next change. */
  indeterminate?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Checked state on a native checkbox, plus the indeterminate flag (a DOM property, not an attribute). */
export function useCheckbox({
  checked,
  defaultChecked = false,
  onChange,
  indeterminate = false,
  disabled = false,
  invalid = false,
  ref,
}: UseCheckboxOptions) {
  const [isChecked, setChecked] = useControllableState(checked, defaultChecked, onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return {
    checked: isChecked,
    rootProps: {
      'data-selected': (isChecked && !indeterminate) || undefined,
      'data-indeterminate': indeterminate || undefined,
      'data-disabled': disabled || undefined,
      'data-invalid': invalid || undefined,
    },
    inputProps: {
      ref: inputRef,
      type: 'checkbox' as const,
      checked: isChecked,
      disabled,
      onChange: (event: { target: HTMLInputElement }) => setChecked(event.target.checked),
    },
  };
}
