import { useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'idle' | 'loading' | 'failed'; data: null } | { status: 'ready'; data: T };

type Answer<T> = { status: 'failed'; data: null } | { status: 'ready'; data: T };

/**
 * Loads what `key` names once it is set (a menu opening, a tab chosen) and keeps each answer, so reopening shows it
 * at once; a failure (the provider toasts it) can be retried.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>) {
  const [answers, setAnswers] = useState<Record<string, Answer<T>>>({});
  const loader = useRef(load);
  loader.current = load;
  const answer = key === null ? undefined : answers[key];
  const needed = key !== null && answer === undefined;

  useEffect(() => {
    if (key === null || !needed) return;
    let current = true;
    const settle = (settled: Answer<T>) => {
      if (current) setAnswers((previous) => ({ ...previous, [key]: settled }));
    };
    loader.current().then(
      (data) => settle({ status: 'ready', data }),
      () => settle({ status: 'failed', data: null }),
    );
    return () => {
      current = false;
    };
  }, [key, needed]);

  const loaded: Loaded<T> =
    key === null ? { status: 'idle', data: null } : (answer ?? { status: 'loading', data: null });
  return {
    ...loaded,
    retry: () =>
      setAnswers((previous) => Object.fromEntries(Object.entries(previous).filter(([known]) => known !== key))),
  };
}
