import { type FocusEvent, type KeyboardEvent, useEffect, useRef } from 'react';

const ITEM = '[data-toolbar-item]';
const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * One tab stop for the whole toolbar (WAI-ARIA toolbar): Left/Right move between its buttons (wrapping), Home/End
 * go to the ends, and Tab returns to the button used last. Menus' keys (Up/Down) stay with their triggers.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const current = useRef<HTMLElement | null>(null);
  const items = () => Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
  const settle = () => {
    const list = items();
    const active = list.find((item) => item === current.current) ?? list[0];
    for (const item of list) item.tabIndex = item === active ? 0 : -1;
  };
  // Buttons come and go (the player's stop button), so every render settles the tab stop again.
  useEffect(settle);

  return {
    ref,
    onFocus: (event: FocusEvent<T>) => {
      if (!items().includes(event.target)) return;
      current.current = event.target;
      settle();
    },
    onKeyDown: (event: KeyboardEvent<T>) => {
      // Keys typed in a menu or popover (portalled, but a React child) are not the toolbar's.
      const list = items();
      const at = list.indexOf(event.target as HTMLElement);
      if (at < 0 || !KEYS.has(event.key)) return;
      event.preventDefault();
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? list.length - 1
            : (at + (event.key === 'ArrowRight' ? 1 : -1) + list.length) % list.length;
      list[next]?.focus();
    },
  };
}
