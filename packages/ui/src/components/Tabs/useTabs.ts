import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import type { OptionKey } from '../RadioGroup/useRadioGroup';

export interface TabItem<K extends OptionKey = OptionKey> {
  key: K;
  label: ReactNode;
  /** This tab's panel; tabs without one show the Tabs' children. */
  panel?: ReactNode;
  disabled?: boolean;
}

export interface UseTabsOptions<K extends OptionKey> {
  items: readonly TabItem<K>[];
  value?: K;
  defaultValue?: K;
  onChange?: (key: K) => void;
  orientation?: 'horizontal' | 'vertical';
  /** Names the tab list (what the tabs switch between). */
  'aria-label'?: string;
}

/**
 * Tabs with automatic activation (WAI-ARIA APG): one tab stop (roving tabindex on the selected tab); arrow keys,
 * Home and End move focus and select, skipping disabled tabs and wrapping at the ends.
 */
export function useTabs<K extends OptionKey>({
  items,
  value,
  defaultValue,
  onChange,
  orientation = 'horizontal',
  'aria-label': ariaLabel,
}: UseTabsOptions<K>) {
  const id = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.key;
  const [selected, setSelected] = useControllableState<K | undefined>(value, defaultValue ?? firstEnabled, (key) => {
    if (key !== undefined) onChange?.(key);
  });
  const selectedItem = items.find((item) => item.key === selected && !item.disabled);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;
  const [back, forward] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];

  const onKeyDown = (event: KeyboardEvent) => {
    const enabled = items.filter((item) => !item.disabled);
    const at = enabled.findIndex((item) => item.key === selected);
    const target =
      event.key === forward
        ? enabled[(at + 1) % enabled.length]
        : event.key === back
          ? enabled[(at - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    setSelected(target.key);
    document.getElementById(tabId(target.key))?.focus();
  };

  return {
    selectedItem,
    tablistProps: { role: 'tablist' as const, 'aria-label': ariaLabel, 'aria-orientation': orientation, onKeyDown },
    tabProps: (item: TabItem<K>) => {
      const isSelected = item === selectedItem;
      return {
        type: 'button' as const,
        role: 'tab' as const,
        id: tabId(item.key),
        'aria-selected': isSelected,
        'aria-controls': isSelected ? panelId : undefined,
        tabIndex: isSelected ? 0 : -1,
        disabled: item.disabled,
        'data-selected': isSelected || undefined,
        onClick: () => setSelected(item.key),
      };
    },
    panelProps: {
      role: 'tabpanel' as const,
      id: panelId,
      'aria-labelledby': selectedItem ? tabId(selectedItem.key) : undefined,
      tabIndex: 0,
    },
  };
}
