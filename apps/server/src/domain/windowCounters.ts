import { sql } from 'kysely';
import type { ServerContext } from './context';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the window ends and the count starts again. */
  windowEnds: number;
}

/**
 * Counts a hit on `key` in one statement — a new window when the last one has ended — so parallel hits from any
 * number of processes are each counted once (PostgreSQL locks the row for the upsert, SQLite has one writer).
 */
export async function countHit(ctx: Pick<ServerContext, 'db' | 'now'>, key: string, windowMs: number) {
  const now = ctx.now();
  const row = await ctx.db
    .insertInto('window_counters')
    .values({ key, hits: 1, window_ends: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when window_counters.window_ends <= ${now} then 1 else window_counters.hits + 1 end`,
        window_ends: sql<number>`case when window_counters.window_ends <= ${now} then ${now + windowMs}
          else window_counters.window_ends end`,
      }),
    )
    .returning(['hits', 'window_ends'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEnds: Number(row.window_ends) } satisfies WindowCount;
}
