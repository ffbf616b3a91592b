export { Textarea, type TextareaProps } from './Textarea';
export { type UseTextareaOptions, useTextarea } from './useTextarea';
