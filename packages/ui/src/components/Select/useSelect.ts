import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useTypeahead } from '../../hooks/useTypeahead';
import type { ChoiceOption, OptionKey } from '../RadioGroup/useRadioGroup';

export interface UseSelectOptions<K extends OptionKey> {
  options: readonly ChoiceOption<K>[];
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K) => void;
  disabled?: boolean;
  /** Start with the list open. */
  defaultOpen?: boolean;
}

interface ListboxLabel {
  /** Id of the visible label, which names the list as well as the trigger. */
  labelId?: string;
  'aria-label'?: string;
}

const PAGE = 10;

/** The next enabled option from `from` in direction `step`, or `from` itself when there is none. */
function enabledFrom<K extends OptionKey>(options: readonly ChoiceOption<K>[], from: number, step: 1 | -1): number {
  for (let i = from; i >= 0 && i < options.length; i += step) if (!options[i]?.disabled) return i;
  return -1;
}

/**
 * A select-only combobox (WAI-ARIA APG): focus stays on the trigger and `aria-activedescendant` points at the
 * active option. The list lives in the top layer (`popover`), so dialogs' overflow and transforms never clip it.
 */
export function useSelect<K extends OptionKey>({
  options,
  value,
  defaultValue = null,
  onChange,
  disabled = false,
  defaultOpen = false,
  labelId,
  'aria-label': ariaLabel,
}: UseSelectOptions<K> & ListboxLabel) {
  const id = useId();
  const [selected, setSelected] = useControllableState<K | null>(value, defaultValue, (next) => {
    if (next !== null) onChange?.(next);
  });
  const selectedIndex = options.findIndex((option) => option.value === selected);
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const [rawActive, setActive] = useState(() => (selectedIndex >= 0 ? selectedIndex : enabledFrom(options, 0, 1)));
  // The options may change while the list is open (regions reloading after a language change).
  const active = rawActive < options.length ? rawActive : -1;
  const findMatch = useTypeahead();
  const listRef = useRef<HTMLElement | null>(null);

  const { refs, floatingStyles } = useFloating({
    open,
    strategy: 'fixed',
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(availableHeight, 280))}px`;
        },
      }),
    ],
  });

  // Annotated so the hook's declared type does not reach into floating-ui's internals.
  const setTrigger: (element: HTMLElement | null) => void = refs.setReference;
  const { setFloating } = refs;
  const setList = useCallback(
    (element: HTMLElement | null) => {
      listRef.current = element;
      setFloating(element);
      if (element?.isConnected && !element.matches(':popover-open')) element.showPopover();
    },
    [setFloating],
  );

  useEffect(() => {
    if (open && active >= 0) listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openAt = (index: number) => {
    if (disabled) return;
    setActive(index);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setSelected(option.value);
    close();
  };
  const first = () => enabledFrom(options, 0, 1);
  const last = () => enabledFrom(options, options.length - 1, -1);
  const move = (from: number, step: 1 | -1) => {
    const next = enabledFrom(options, from, step);
    return next >= 0 ? next : active;
  };
  const match = (key: string) =>
    findMatch(
      key,
      options.map((option) => (option.disabled ? null : option.label)),
      active,
    );

  const moveTarget = (key: string): number | undefined => {
    switch (key) {
      case 'ArrowDown':
        return move(active + 1, 1);
      case 'ArrowUp':
        return move(active - 1, -1);
      case 'Home':
        return first();
      case 'End':
        return last();
      case 'PageDown':
        return move(Math.min(active + PAGE, options.length - 1), -1);
      case 'PageUp':
        return move(Math.max(active - PAGE, 0), 1);
      default:
        return undefined;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing) return;
    const { key } = event;
    const printable = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!open) {
      const start = selectedIndex >= 0 ? selectedIndex : first();
      const target =
        key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' '
          ? start
          : key === 'Home'
            ? first()
            : key === 'End'
              ? last()
              : printable
                ? match(key)
                : undefined;
      if (target === undefined) return;
      event.preventDefault();
      openAt(target >= 0 ? target : start);
      return;
    }
    const moveTo = moveTarget(key);
    if (key === 'Enter' || key === ' ' || (key === 'ArrowUp' && event.altKey)) {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape') {
      // Handled here, so an enclosing dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (key === 'Tab') {
      choose(active);
    } else if (moveTo !== undefined) {
      event.preventDefault();
      setActive(moveTo);
    } else if (printable) {
      event.preventDefault();
      const found = match(key);
      if (found >= 0) setActive(found);
    }
  };

  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return {
    open,
    selectedIndex,
    selectedOption: options[selectedIndex],
    triggerProps: {
      ref: setTrigger,
      type: 'button' as const,
      role: 'combobox' as const,
      'aria-haspopup': 'listbox' as const,
      'aria-expanded': open,
      'aria-controls': open ? listboxId : undefined,
      'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      'data-open': open || undefined,
      disabled,
      onClick: () => (open ? close() : openAt(selectedIndex >= 0 ? selectedIndex : first())),
      onKeyDown,
      onBlur: close,
    },
    listboxProps: {
      ref: setList,
      id: listboxId,
      role: 'listbox' as const,
      'aria-labelledby': labelId,
      'aria-label': labelId ? undefined : ariaLabel,
      popover: 'manual' as const,
      style: floatingStyles,
      // Pressing inside the list must not take focus from the trigger.
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    },
    optionProps: (index: number) => {
      const option = options[index];
      return {
        id: optionId(index),
        role: 'option' as const,
        'aria-selected': index === selectedIndex,
        'aria-disabled': option?.disabled || undefined,
        'data-active': index === active || undefined,
        onClick: () => choose(index),
        onPointerMove: () => {
          if (!option?.disabled && index !== active) setActive(index);
        },
      };
    },
  };
}
