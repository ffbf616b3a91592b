import { useEffect, useRef, useState } from 'react';

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface Remote<T> {
  status: RemoteStatus;
  data: T | null;
  /** Loads again with the same key. */
  reload: () => void;
  /** Replaces the data, e.g. with what a save returned. */
  set: (data: T) => void;
}

/**
 * Loads data for a key (null loads nothing) and loads again whenever the key changes; an answer for a key that is
 * no longer current is dropped and its request aborted.
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: RemoteStatus; data: T | null }>({ status: 'idle', data: null });
  const request = key === null ? null : `${key}\u0000${attempt}`;

  useEffect(() => {
    if (request === null) {
      setState({ status: 'idle', data: null });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', data: null });
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null });
      },
    );
    return () => controller.abort();
  }, [request]);

  return {
    ...state,
    reload: () => setAttempt((n) => n + 1),
    set: (data) => setState({ status: 'ready', data }),
  };
}
