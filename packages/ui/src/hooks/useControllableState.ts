import { useCallback, useRef, useState } from 'react';

/** A value the caller may control (`value`) or leave to the component (`defaultValue`); `onChange` fires on real changes only. */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : uncontrolled;
  // Refs let the setter stay stable while still seeing the latest value and handler.
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };
  const setValue = useCallback((next: T) => {
    const { current: previous, controlled: isControlled, onChange: handler } = latest.current;
    if (Object.is(previous, next)) return;
    if (!isControlled) setUncontrolled(next);
    handler?.(next);
  }, []);
  return [current, setValue];
}
