import type { MouseEvent } from 'react';
import { useDubKit } from '../../provider';

/** A link's click goes through the product's navigation; a modified or middle click opens a new tab as links do. */
export function useFollow() {
  const { navigate } = useDubKit();
  return (to: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
}
