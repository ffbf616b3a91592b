import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface Remote<T> {
  status: RemoteStatus;
  data: T | null;
  /** Why the last load failed. */
  error: unknown;
  /** Loads again with the same key. */
  reload: () => void;
  /** Replaces the data, e.g. with what a save returned. */
  set: (data: T) => void;
}

export interface RemoteOptions {
  /** The previous data stays shown while the next key loads, fails or goes null (pagination does not flash empty). */
  keepPrevious?: boolean;
}

/**
 * Loads data for a key (null loads nothing) and loads again whenever the key changes; an answer for a key that is
 * no longer current is dropped and its request aborted.
 */
export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { keepPrevious = false }: RemoteOptions = {},
): Remote<T> {
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: RemoteStatus; data: T | null; error: unknown }>({
    status: key === null ? 'idle' : 'loading',
    data: null,
    error: null,
  });
  const request = key === null ? null : `${key}\u0000${attempt}`;

  useEffect(() => {
    const kept = (data: T | null) => (keepPrevious ? data : null);
    if (request === null) {
      setState((previous) => ({ status: 'idle', data: kept(previous.data), error: null }));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: kept(previous.data), error: null }));
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: 'error', data: kept(previous.data), error }));
      },
    );
    return () => controller.abort();
  }, [request, keepPrevious]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data, error: null }), []);
  return { ...state, reload, set };
}
