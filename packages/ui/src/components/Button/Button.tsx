import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Button.css';
import { useButton } from './useButton';

export type ButtonVariant = keyof typeof styles.variants;
export type ButtonSize = keyof typeof styles.sizes;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  disabled?: boolean;
  /** Stretch to the container's width. */
  block?: boolean;
  /** Ignore repeat clicks within this many milliseconds. */
  debounceMs?: number;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled = false,
  block = false,
  debounceMs,
  icon,
  onClick,
  className,
  children,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const behaviour = useButton({ disabled, loading, debounceMs, onClick });
  const classes = [styles.button, styles.variants[variant], styles.sizes[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      data-variant={variant}
      data-size={size}
      {...rest}
      {...behaviour}
      // A caller's aria-disabled (an action refused with a reason, still focusable) survives the loading state's.
      aria-disabled={behaviour['aria-disabled'] ?? rest['aria-disabled']}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
