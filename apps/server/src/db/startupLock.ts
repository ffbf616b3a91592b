import { type Kysely, sql } from 'kysely';
import type { Db } from './connect';
import type { Database } from './schema';

/** PostgreSQL advisory lock key of the start-up work (any number no other lock of ours uses). */
const STARTUP_LOCK = 4_120_029;

/**
 * Runs the start-up work (migrations, seeding) holding a database-wide lock on PostgreSQL, so processes starting
 * together on one database do it one after another and the later ones find it done. SQLite serves one process.
 */
export async function startupLock<T>(store: Db, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (store.dialect !== 'postgres') return work(store.db);
  return store.db.connection().execute(async (db) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK})`.execute(db);
    try {
      return await work(db);
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK})`.execute(db);
    }
  });
}
