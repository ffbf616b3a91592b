/**
 * Takes the next of `limit` numbered slots, or answers false when all are taken: the nth takes slot n, which a unique
 * key makes once-only, so parallel callers that counted the same n cannot both pass — the loser counts again. Holds
 * across processes, since the database decides. `take` answers whether its insert kept the slot.
 */
export async function takeNumberedSlot(
  limit: number,
  taken: () => Promise<number>,
  take: (slot: number) => Promise<boolean>,
): Promise<boolean> {
  for (let tries = 0; tries < limit; tries++) {
    const count = await taken();
    if (count >= limit) return false;
    if (await take(count + 1)) return true;
  }
  return false;
}
