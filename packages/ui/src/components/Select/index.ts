export { Select, type SelectProps } from './Select';
export { type UseSelectOptions, useSelect } from './useSelect';
