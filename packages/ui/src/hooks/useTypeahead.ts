import { useCallback, useRef } from 'react';

/** Keys typed within this long of each other make one query (the WAI-ARIA practice's "type-ahead"). */
export const TYPEAHEAD_RESET_MS = 500;

/**
 * The item a type-ahead query lands on: the first label (null = disabled) starting with the query, looking from the
 * current item on. A fresh single letter looks past the current item, so pressing it again cycles through matches.
 */
export function findTypeaheadMatch(query: string, labels: readonly (string | null)[], current: number): number {
  if (labels.length === 0) return -1;
  const start = query.length === 1 ? current + 1 : Math.max(current, 0);
  const text = query.toLowerCase();
  for (let i = 0; i < labels.length; i++) {
    const index = (start + i) % labels.length;
    if (labels[index]?.toLowerCase().startsWith(text)) return index;
  }
  return -1;
}

/** Type-to-find for menus and list boxes: give it each key, the items' labels and the current index; -1 = no match. */
export function useTypeahead() {
  const typed = useRef({ text: '', at: 0 });
  return useCallback((key: string, labels: readonly (string | null)[], current: number): number => {
    const now = Date.now();
    const text = (now - typed.current.at < TYPEAHEAD_RESET_MS ? typed.current.text : '') + key;
    typed.current = { text, at: now };
    return findTypeaheadMatch(text, labels, current);
  }, []);
}
