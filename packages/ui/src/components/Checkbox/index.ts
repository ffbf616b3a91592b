export { Checkbox, type CheckboxProps } from './Checkbox';
export { type UseCheckboxOptions, useCheckbox } from './useCheckbox';
