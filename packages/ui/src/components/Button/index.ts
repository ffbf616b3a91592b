export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { type UseButtonOptions, useButton } from './useButton';
