import { type RefObject, useEffect, useRef } from 'react';

export interface LoadNearEndOptions {
  /** The element after the last item. */
  end: RefObject<HTMLElement | null>;
  onLoadMore: () => void;
  loading: boolean;
  hasMore: boolean;
  /** Load when the end is within this many px below the visible area. */
  distance: number;
  /** Changes when items come or go, so a page too short to scroll asks for the next one. */
  itemCount: number;
}

/**
 * Asks for the next page when the end of the list comes within `distance` of the bottom of the window, checked on
 * any scroll (the page's or a scrolling box's), on resize and after each change of the list. A measured distance, not
 * an observer's crossing: a reader who keeps the end in view gets page after page.
 */
export function useLoadNearEnd({ end, onLoadMore, loading, hasMore, distance, itemCount }: LoadNearEndOptions) {
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: itemCount re-checks the distance after the list changes.
  useEffect(() => {
    if (loading || !hasMore) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = end.current;
      if (element && element.getBoundingClientRect().top - window.innerHeight <= distance) load.current();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [end, loading, hasMore, distance, itemCount]);
}
