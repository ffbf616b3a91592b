import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTypeahead } from '../../hooks/useTypeahead';
import { activeElementOf } from '../Overlay/PortalContainer';
import { type UsePopoverOptions, usePopover } from '../Popover/usePopover';

export interface MenuItem {
  id: string;
  label: ReactNode;
  /** Text for typeahead when the label is not a plain string. */
  textValue?: string;
  disabled?: boolean;
  /** Paints the item as destructive, e.g. delete. */
  danger?: boolean;
  icon?: ReactNode;
}

export interface UseMenuOptions extends Omit<UsePopoverOptions, 'kind'> {
  items: MenuItem[];
  onAction?: (id: string) => void;
}

function enabledItems(menu: HTMLElement | null) {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);
}

/** Menu behaviour (WAI-ARIA menu button): arrow keys, Home/End, typeahead, Escape or Tab closes, focus returns. */
export function useMenu({ items, onAction, ...options }: UseMenuOptions) {
  const popover = usePopover({ ...options, kind: 'menu' });
  const startAt = useRef<'first' | 'last'>('first');
  const findMatch = useTypeahead();

  const focusAt = (index: number) => {
    const list = enabledItems(popover.floatingRef.current);
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };
  const move = (delta: number) => {
    const list = enabledItems(popover.floatingRef.current);
    focusAt(list.indexOf(activeElementOf(popover.floatingRef.current) as HTMLElement) + delta);
  };
  const typeahead = (char: string) => {
    const list = enabledItems(popover.floatingRef.current);
    const labels = list.map((element) => element.dataset.textValue ?? '');
    list[findMatch(char, labels, list.indexOf(activeElementOf(popover.floatingRef.current) as HTMLElement))]?.focus();
  };

  return {
    ...popover,
    /** The item to focus when the menu opens. */
    initialFocus: () => {
      const list = enabledItems(popover.floatingRef.current);
      return (startAt.current === 'last' ? list.at(-1) : list[0]) ?? popover.floatingRef.current;
    },
    triggerProps: {
      ...popover.triggerProps,
      onClick: () => {
        startAt.current = 'first';
        popover.state.toggle();
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        startAt.current = event.key === 'ArrowUp' ? 'last' : 'first';
        popover.state.open();
      },
    },
    menuProps: {
      ...popover.popoverProps,
      'aria-labelledby': popover.triggerProps.id,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') return popover.popoverProps.onKeyDown(event);
        if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
          return typeahead(event.key);
        }
        if (event.key === 'ArrowDown') move(1);
        else if (event.key === 'ArrowUp') move(-1);
        else if (event.key === 'Home') focusAt(0);
        else if (event.key === 'End') focusAt(-1);
        else if (event.key === 'Tab') popover.state.close();
        else return;
        event.preventDefault();
      },
    },
    getItemProps: (item: MenuItem) => ({
      role: 'menuitem' as const,
      tabIndex: -1,
      'aria-disabled': item.disabled || undefined,
      'data-danger': item.danger || undefined,
      'data-text-value': item.textValue ?? (typeof item.label === 'string' ? item.label : ''),
      onPointerEnter: (event: { currentTarget: HTMLElement }) => {
        if (!item.disabled) event.currentTarget.focus();
      },
      onClick: () => {
        if (item.disabled) return;
        onAction?.(item.id);
        popover.state.close();
      },
    }),
  };
}
