import { type ButtonHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import * as styles from './Switch.css';
import { useSwitch } from './useSwitch';

export interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'children' | 'role' | 'type'> {
  /** The visible label; without one, pass `aria-label`. */
  children?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

export function Switch({
  id,
  children,
  checked,
  defaultChecked,
  onChange,
  disabled,
  className,
  ref,
  ...rest
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const { rootProps, switchProps } = useSwitch({ checked, defaultChecked, onChange, disabled });
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')} {...rootProps}>
      <button ref={ref} id={switchId} className={styles.track} {...switchProps} {...rest}>
        <span className={styles.thumb} />
      </button>
      {children && (
        <label htmlFor={switchId} className={styles.label}>
          {children}
        </label>
      )}
    </span>
  );
}
