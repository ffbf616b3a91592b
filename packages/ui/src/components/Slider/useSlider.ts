import type { KeyboardEvent } from 'react';
import { useControllableState } from '../../hooks/useControllableState';

export interface UseSliderOptions {
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Step of PageUp/PageDown; a tenth of the range (in whole steps) by default. */
  pageStep?: number;
  /** How the value is shown and announced, e.g. `(v) => `${v.toFixed(1)}x``. */
  formatValue?: (value: number) => string;
  disabled?: boolean;
}

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

/** Snaps to the step grid from `min` and clamps to the range, without floating-point crumbs (0.1 + 0.2). */
export function snap(value: number, min: number, max: number, step: number): number {
  const snapped = Math.round((value - min) / step) * step + min;
  const clamped = Math.min(max, Math.max(min, snapped));
  return Number(clamped.toFixed(Math.max(decimals(step), decimals(min))));
}

/**
 * A native range input (role slider, pointer and touch dragging from the browser) with a controlled value, a
 * formatted `aria-valuetext`, keys handled here so every browser steps alike (arrows by `step`, PageUp/PageDown by
 * `pageStep`, Home/End to the ends), and the filled fraction for styling.
 */
export function useSlider({
  value,
  defaultValue,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  pageStep,
  formatValue = String,
  disabled = false,
}: UseSliderOptions) {
  const [current, setCurrent] = useControllableState(value, defaultValue ?? min, onChange);
  const shown = snap(current, min, max, step);
  const page = pageStep ?? Math.max(1, Math.round((max - min) / step / 10)) * step;
  const formatted = formatValue(shown);
  return {
    value: shown,
    formatted,
    fraction: max > min ? (shown - min) / (max - min) : 0,
    inputProps: {
      type: 'range' as const,
      min,
      max,
      step,
      value: shown,
      disabled,
      'aria-valuetext': formatted,
      onChange: (event: { target: HTMLInputElement }) => setCurrent(snap(Number(event.target.value), min, max, step)),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const targets: Record<string, number> = {
          ArrowRight: shown + step,
          ArrowUp: shown + step,
          ArrowLeft: shown - step,
          ArrowDown: shown - step,
          PageUp: shown + page,
          PageDown: shown - page,
          Home: min,
          End: max,
        };
        const target = targets[event.key];
        if (target === undefined) return;
        event.preventDefault();
        setCurrent(snap(target, min, max, step));
      },
    },
  };
}
