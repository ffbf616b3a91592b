export { CountdownButton, type CountdownButtonProps } from './CountdownButton';
export { type UseCountdownButtonOptions, useCountdownButton } from './useCountdownButton';
