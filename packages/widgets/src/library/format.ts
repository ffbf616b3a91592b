/** Fills the `{name}` slots of a catalogue message; a slot without a value stays as written. */
export function format(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (slot, key: string) => (key in values ? String(values[key]) : slot));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as YYYY-MM-DD in the viewer's time zone, from epoch milliseconds. */
export function formatDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
