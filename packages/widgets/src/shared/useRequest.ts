import { useCallback, useEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Loads again with the same key. */
  reload: () => void;
  /** Replaces the data locally, e.g. after a save. */
  setData: (data: T) => void;
}

/**
 * Loads data for a key and again whenever the key changes; a null key loads nothing. The latest answer wins, and
 * the previous data stays shown while the next loads (pagination does not flash empty).
 */
export function useRequest<T>(key: string | null, load: () => Promise<T>): RequestState<T> {
  const loader = useRef(load);
  loader.current = load;
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({
    data: undefined,
    loading: key !== null,
    error: null,
  });
  const run = key === null ? null : `${key}#${version}`;

  useEffect(() => {
    if (run === null) return;
    let live = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    loader.current().then(
      (data) => live && setState({ data, loading: false, error: null }),
      (error: unknown) => live && setState((previous) => ({ ...previous, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [run]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const setData = useCallback((data: T) => setState({ data, loading: false, error: null }), []);
  return { ...state, reload, setData };
}
