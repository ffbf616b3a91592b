/** A duration in seconds as the lists show it: 3:05, or 1:02:03 from an hour. */
export function formatSeconds(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A subtitle time in milliseconds as the result shows it: 01:02.3, or 1:01:02.3 from an hour. */
export function formatMs(ms: number): string {
  const tenths = Math.max(0, Math.round(ms / 100));
  const total = Math.floor(tenths / 10);
  const h = Math.floor(total / 3600);
  const mm = String(Math.floor(total / 60) % 60).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return `${h ? `${h}:` : ''}${mm}:${ss}.${tenths % 10}`;
}
