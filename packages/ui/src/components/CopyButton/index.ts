export { CopyButton, type CopyButtonProps } from './CopyButton';
export { type CopyMethod, copyText } from './copyText';
export { type CopyMessages, type CopyResult, type UseCopyButtonOptions, useCopyButton } from './useCopyButton';
