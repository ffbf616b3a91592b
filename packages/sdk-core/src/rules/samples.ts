/**
 * A sample's hot count as the cards show it (spec part 2 §3 hotText): up to 9999 as is, then in 万 and 亿 with one
 * decimal cut (not rounded, so 99999 reads 9.9万 rather than a 10.0万 it has not reached), 12000 → 1.2万.
 */
export function hotText(hot: number): string {
  const count = Math.max(0, Math.floor(hot));
  if (count < 10_000) return String(count);
  const [unit, size] = count < 100_000_000 ? ['万', 10_000] : ['亿', 100_000_000];
  const tenths = Math.floor((count / size) * 10) / 10;
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)}${unit}`;
}
