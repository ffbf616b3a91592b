export interface UseProgressOptions {
  /** Amount done, from 0 to `max`; leave it out while the amount is unknown. */
  value?: number;
  max?: number;
  /** How the value is shown and announced; a whole percentage by default. */
  formatValue?: (percent: number) => string;
}

/** Progress as a clamped percentage plus the ARIA values of a `role="progressbar"` element. */
export function useProgress({ value, max = 100, formatValue = (p) => `${Math.round(p)}%` }: UseProgressOptions) {
  const indeterminate = value === undefined || !Number.isFinite(value);
  const percent = indeterminate || max <= 0 ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  const text = indeterminate ? undefined : formatValue(percent);
  return {
    indeterminate,
    percent,
    text,
    valueProps: {
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': indeterminate ? undefined : Math.round(percent),
      'aria-valuetext': text,
    },
  };
}
