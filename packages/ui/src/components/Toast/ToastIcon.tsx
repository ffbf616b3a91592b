import type { ToastKind } from './toaster';

const glyphs: Record<ToastKind, string> = {
  success: 'M5 8.2l2 2 4-4.4',
  info: 'M8 7.2v4M8 4.8v.1',
  warning: 'M8 4.6v4M8 11.2v.1',
  error: 'M5.8 5.8l4.4 4.4m0-4.4l-4.4 4.4',
};

/** A ring with the kind's glyph, drawn in the current colour. */
export function ToastIcon({ kind }: { kind: ToastKind }) {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d={glyphs[kind]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
