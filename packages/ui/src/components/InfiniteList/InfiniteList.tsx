import type { ReactNode } from 'react';
import * as styles from './InfiniteList.css';
import { type UseInfiniteListOptions, useInfiniteList } from './useInfiniteList';

export interface InfiniteListProps extends Omit<UseInfiniteListOptions, 'scrollsItself'> {
  children?: ReactNode;
  /** Height of a self-scrolling box; without it the list grows and the page scrolls. */
  height?: number | string;
  loadingText?: ReactNode;
  endText?: ReactNode;
  /** Shown instead of the end text when there are no items at all. */
  empty?: ReactNode;
  /** Whether there are items; defaults to whether `children` has any. */
  hasItems?: boolean;
  'aria-label'?: string;
  className?: string;
}

/** A list that loads the next page as its end scrolls into view, with loading and end-of-list text. */
export function InfiniteList({
  children,
  height,
  loadingText = '数据加载中...',
  endText = '没有更多了',
  empty,
  hasItems,
  'aria-label': ariaLabel,
  className,
  ...options
}: InfiniteListProps) {
  const list = useInfiniteList({ ...options, scrollsItself: height !== undefined });
  const anyItems = hasItems ?? (Array.isArray(children) ? children.length > 0 : Boolean(children));
  const ended = !options.loading && !options.hasMore;
  return (
    <div
      ref={list.rootRef}
      className={[styles.root, height !== undefined && styles.scrolling, className].filter(Boolean).join(' ')}
      style={height === undefined ? undefined : { height }}
      aria-busy={options.loading || undefined}
      {...(ariaLabel ? { role: 'region', 'aria-label': ariaLabel } : {})}
      // A scrolling box must be reachable by keyboard to scroll it.
      tabIndex={height === undefined ? undefined : 0}
      data-state={options.loading ? 'loading' : ended ? 'end' : 'idle'}
    >
      {children}
      <div ref={list.sentinelRef} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.status} role="status">
        {options.loading ? loadingText : ended ? (anyItems || empty === undefined ? endText : empty) : null}
      </div>
    </div>
  );
}
