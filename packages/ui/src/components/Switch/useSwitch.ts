import { useControllableState } from '../../hooks/useControllableState';

export interface UseSwitchOptions {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off button: `role="switch"` with aria-checked; Enter, Space and click toggle it. */
export function useSwitch({ checked, defaultChecked = false, onChange, disabled = false }: UseSwitchOptions) {
  const [on, setOn] = useControllableState(checked, defaultChecked, onChange);
  return {
    checked: on,
    rootProps: { 'data-selected': on || undefined, 'data-disabled': disabled || undefined },
    switchProps: {
      type: 'button' as const,
      role: 'switch' as const,
      'aria-checked': on,
      disabled,
      onClick: () => setOn(!on),
    },
  };
}
