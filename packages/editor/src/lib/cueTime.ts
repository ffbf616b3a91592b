/** A subtitle cue's times as the creator reads and types them. */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A time on a cue's badge, to a tenth of a second: 62500 → 01:02.5. */
export function formatCueBadgeTime(ms: number): string {
  const tenths = Math.round(ms / 100);
  return `${pad(Math.floor(tenths / 600))}:${pad(Math.floor(tenths / 10) % 60)}.${tenths % 10}`;
}

/** A time in the cue's fields, to the millisecond: 62500 → 00:01:02.500. */
export function formatCueTime(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const seconds = Math.floor(whole / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${pad(whole % 1000, 3)}`;
}

const TIME = /^(?:(?:(\d+):)?(\d{1,2}):)?(\d{1,2})(?:[.,](\d{1,3}))?$/;

/** A typed time (00:01:02.500, 01:02.5, 62,5 or 62) in milliseconds, or null when it is not one. */
export function parseCueTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds, fraction] = match;
  if (hours !== undefined && Number(minutes) > 59) return null;
  if (minutes !== undefined && Number(seconds) > 59) return null;
  return (
    ((Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60 + Number(seconds)) * 1000 +
    Number((fraction ?? '0').padEnd(3, '0'))
  );
}
