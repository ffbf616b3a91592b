import { useCallback, useSyncExternalStore } from 'react';

/** A mouse-like pointer that can hover: hover-only hints and keyboard shortcuts are shown only with one. */
export const FINE_POINTER = '(hover: hover) and (pointer: fine)';

/** Whether a media query (e.g. `media.mobile`) matches now, updated as it changes; `fallback` on the server. */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
