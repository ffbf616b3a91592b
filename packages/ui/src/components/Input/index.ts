export { Field, type FieldProps } from './Field';
export { Input, type InputProps, type InputSize } from './Input';
export { type FieldParts, type UseFieldOptions, useField } from './useField';
