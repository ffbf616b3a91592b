import { useEffect, useRef } from 'react';

export interface UseInfiniteListOptions {
  /** Asks for the next page; the list shows `loading` until the caller clears it. */
  onLoadMore: () => void;
  loading: boolean;
  hasMore: boolean;
  /** Start loading when the end of the list is within this many pixels of the visible area. */
  threshold?: number;
  /** The list scrolls inside its own box (true) or with the page (false). */
  scrollsItself: boolean;
}

/** Calls `onLoadMore` when a sentinel after the items comes within `threshold` pixels of the visible area. */
export function useInfiniteList({
  onLoadMore,
  loading,
  hasMore,
  threshold = 200,
  scrollsItself,
}: UseInfiniteListOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  // A fresh observer after each load reports at once if the sentinel is still near, so short pages fill the view.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || loading || !hasMore) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) load.current();
      },
      { root: scrollsItself ? rootRef.current : null, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loading, hasMore, threshold, scrollsItself]);

  return { rootRef, sentinelRef };
}
