/** Fills the `{name}` slots of a catalogue message; a slot without a value stays as written. */
export function format(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (slot, key: string) => (key in values ? String(values[key]) : slot));
}
