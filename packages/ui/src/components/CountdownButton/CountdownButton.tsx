import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './CountdownButton.css';
import { type UseCountdownButtonOptions, useCountdownButton } from './useCountdownButton';

export interface CountdownButtonProps
  extends UseCountdownButtonOptions,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof UseCountdownButtonOptions | 'type'> {
  /** The idle label, e.g. "get code" (product copy, passed in). */
  children: ReactNode;
  /** The label while counting; `${seconds}s` by default. */
  renderRemaining?: (seconds: number) => ReactNode;
  variant?: keyof typeof buttonStyles.variants;
  size?: keyof typeof buttonStyles.sizes;
  ref?: Ref<HTMLButtonElement>;
}

/** The send-code button of SMS login: shows the seconds left and refuses presses until they run out. */
export function CountdownButton({
  remaining,
  disabled,
  loading,
  onClick,
  children,
  renderRemaining = (seconds) => `${seconds}s`,
  variant = 'secondary',
  size = 'md',
  className,
  ref,
  ...rest
}: CountdownButtonProps) {
  const { counting, buttonProps } = useCountdownButton({ remaining, disabled, loading, onClick });
  const classes = [
    buttonStyles.button,
    buttonStyles.variants[variant],
    buttonStyles.sizes[size],
    styles.countdown,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button ref={ref} className={classes} {...rest} {...buttonProps}>
      {loading && <span className={buttonStyles.spinner} aria-hidden="true" />}
      {counting ? renderRemaining(Math.ceil(remaining)) : children}
    </button>
  );
}
