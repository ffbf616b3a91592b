/** Fills the `{name}` marks of a catalogue message. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}

/** A trade amount in yuan with + or − by its sign (spec part 1 §9). */
export function formatTradeAmount(amount: number, sign: number): string {
  return `${sign < 0 ? '-' : '+'}${Math.abs(amount).toFixed(2)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch milliseconds as local `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}
