/** Fills the `{name}` slots of a catalogue message; a slot without a value stays as written. */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (slot, key: string) => (key in values ? String(values[key]) : slot));
}

const two = (n: number) => String(n).padStart(2, '0');

/** Epoch milliseconds as local `YYYY-MM-DD HH:mm`; blank for a missing time. */
export function dateTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
