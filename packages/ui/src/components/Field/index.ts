export { Field, type FieldProps } from './Field';
export { type FieldParts, type UseFieldOptions, useField } from './useField';
