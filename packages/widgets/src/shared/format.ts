/** Fills the `{name}` slots of a catalogue message; a slot without a value stays as written. */
export function format(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (slot, key: string) => (key in values ? String(values[key]) : slot));
}

/** A trade amount in yuan with + or − by its sign (spec part 1 §9). */
export function formatTradeAmount(amount: number, sign: number): string {
  return `${sign < 0 ? '-' : '+'}${Math.abs(amount).toFixed(2)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as YYYY-MM-DD in the viewer's time zone, from epoch milliseconds. */
export function formatDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Epoch milliseconds as local `YYYY-MM-DD HH:mm`; blank for a missing time. */
export function formatToMinute(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  const date = new Date(ms);
  return `${formatDate(ms)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Epoch milliseconds as local `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return `${formatDate(ms)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
