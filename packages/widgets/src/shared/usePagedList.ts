import { useEffect, useState } from 'react';
import { createPagedList, type PagedListOptions } from './pagedList';
import { useSnapshot } from './useStore';

/** The page is in view: the browser tab is visible. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const update = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * A paged list of this widget, loaded while `active` (its tab is shown) and polled, when it has pending items, only
 * while it is active and the browser tab is visible.
 */
export function usePagedList<T>(options: PagedListOptions<T> & { active: boolean }) {
  const [list] = useState(() => createPagedList(options));
  useEffect(() => () => list.dispose(), [list]);
  const state = useSnapshot(list);
  const visible = usePageVisible();
  const { active } = options;
  useEffect(() => {
    if (active) void list.load();
  }, [active, list]);
  useEffect(() => {
    list.watch(active && visible);
  }, [active, visible, list]);
  return {
    ...state,
    /** Nothing to show yet (the first load); a poll or page change keeps the list shown. */
    loading: state.status === 'loading' && !state.loaded,
    failed: state.status === 'error' && !state.loaded,
    setPage: (page: number) => void list.setPage(page),
    reload: () => void list.load(),
  };
}
