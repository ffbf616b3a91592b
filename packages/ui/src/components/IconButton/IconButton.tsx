import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as buttonStyles from '../Button/Button.css';
import { useButton } from '../Button/useButton';
import * as styles from './IconButton.css';

export type IconButtonVariant = keyof typeof styles.variants;
export type IconButtonSize = keyof typeof styles.sizes;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'children'> {
  /** The accessible name; an icon alone has none. */
  label: string;
  /** The icon (decorative: it is hidden from assistive technology). */
  children: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  round?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /** Makes it a toggle button. */
  pressed?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  children,
  variant = 'plain',
  size = 'md',
  round = false,
  loading = false,
  disabled = false,
  pressed,
  onClick,
  className,
  type = 'button',
  ref,
  ...rest
}: IconButtonProps) {
  const behaviour = useButton({ disabled, loading, onClick });
  const classes = [
    buttonStyles.button,
    styles.iconButton,
    styles.variants[variant],
    styles.sizes[size],
    round && styles.round,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      aria-label={label}
      aria-pressed={pressed}
      data-variant={variant}
      data-size={size}
      {...rest}
      {...behaviour}
    >
      {loading ? (
        <span className={buttonStyles.spinner} aria-hidden="true" />
      ) : (
        <span className={styles.icon} aria-hidden="true">
          {children}
        </span>
      )}
    </button>
  );
}
