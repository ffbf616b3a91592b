import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { JobTable } from './taskRunner';

/**
 * Tells the runners of every process that a job table has new work, so a job submitted on a web process starts at once
 * on a worker instead of at that worker's next poll. A missed ring costs at most one poll interval: runners still poll.
 */
export interface JobBell {
  ring(table: JobTable): void;
  /** Calls `wake` whenever `table` is rung, here or (on PostgreSQL) in any process; returns the unsubscribe. */
  listen(table: JobTable, wake: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'dubkit_jobs';
const RECONNECT_MS = 2_000;

function listeners() {
  const byTable = new Map<string, Set<() => void>>();
  return {
    add(table: string, wake: () => void) {
      const set = byTable.get(table) ?? new Set();
      byTable.set(table, set.add(wake));
      return () => void set.delete(wake);
    },
    call(table: string) {
      for (const wake of byTable.get(table) ?? []) wake();
    },
  };
}

/** One process (SQLite, or tests): a ring wakes this process's runners. */
export function localJobBell(): JobBell {
  const local = listeners();
  return { ring: (table) => local.call(table), listen: local.add, close: async () => {} };
}

/**
 * PostgreSQL's NOTIFY: a ring wakes this process's runners at once and every other process's through one LISTEN
 * connection, opened only when a runner listens (worker processes), and opened again after it drops.
 */
export function postgresJobBell(
  databaseUrl: string,
  db: Kysely<Database>,
  log: { warn(obj: object, msg: string): void },
): JobBell {
  const local = listeners();
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const connect = async () => {
    if (closed || client) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    const reconnect = (error?: Error) => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      if (closed) return;
      if (error) log.warn({ err: error }, 'job notifications lost their connection; runners poll until it is back');
      retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('error', reconnect);
    next.on('end', () => reconnect());
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) local.call(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      reconnect(error as Error);
    }
  };

  return {
    ring(table) {
      local.call(table);
      sql`select pg_notify(${CHANNEL}, ${table})`.execute(db).catch((error: unknown) => {
        log.warn({ err: error }, 'job notification not sent; workers find the job at their next poll');
      });
    },
    listen(table, wake) {
      void connect();
      return local.add(table, wake);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
