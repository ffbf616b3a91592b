import { type Kysely, sql } from 'kysely';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** PostgreSQL takes at most 65,535 parameters a statement. */
const MAX_PARAMETERS = 60_000;
const READ_PAGE = 2_000;

export interface CopyReport {
  /** Rows copied per table, in the order they were copied (parents before the rows that point at them). */
  tables: Array<{ table: string; rows: number }>;
}

/**
 * Moves a single-machine install's database into PostgreSQL: both are migrated to the latest version, then every
 * table's rows are copied with their ids, parents first, in one transaction, and each id sequence continues after the
 * highest id. Refused when the target already has users, so no one's data is overwritten; the tables the server
 * seeds on its first start are replaced by the source's.
 */
export async function copySqliteToPostgres(source: Kysely<Database>, target: Kysely<Database>): Promise<CopyReport> {
  await migrateToLatest(source, 'sqlite');
  await migrateToLatest(target, 'postgres');
  const tables = await tablesParentsFirst(source as unknown as AnyDb);
  const users = await target
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  if (Number(users?.n ?? 0) > 0)
    throw new Error('The PostgreSQL database of DATABASE_URL already has users: copy into an empty database');
  const report: CopyReport = { tables: [] };
  await target.transaction().execute(async (trx) => {
    const into = trx as unknown as AnyDb;
    await sql`TRUNCATE ${sql.join(tables.map((table) => sql.table(table)))} RESTART IDENTITY CASCADE`.execute(into);
    for (const table of tables) {
      let rows = 0;
      for (let offset = 0; ; offset += READ_PAGE) {
        const page = await sql<
          Record<string, unknown>
        >`SELECT * FROM ${sql.table(table)} ORDER BY rowid LIMIT ${READ_PAGE} OFFSET ${offset}`
          .execute(source)
          .then((result) => result.rows);
        if (!page.length) break;
        const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(page[0] ?? {}).length));
        for (let at = 0; at < page.length; at += perInsert)
          await into
            .insertInto(table)
            .values(page.slice(at, at + perInsert))
            .execute();
        rows += page.length;
      }
      // A serial id continues after the copied rows, so the next insert does not collide with them.
      if (await hasIntegerId(source as unknown as AnyDb, table))
        await sql`SELECT setval(seq, COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0) + 1, false)
          FROM (SELECT pg_get_serial_sequence(${table}, 'id') AS seq) s WHERE seq IS NOT NULL`.execute(into);
      report.tables.push({ table, rows });
    }
  });
  return report;
}

const hasIntegerId = async (db: AnyDb, table: string) =>
  (
    await sql<{
      name: string;
    }>`SELECT name FROM pragma_table_info(${table}) WHERE name = 'id' AND lower(type) = 'integer'`.execute(db)
  ).rows.length > 0;

/** The source's tables (not SQLite's own or the migrator's), each after the tables its foreign keys point at. */
async function tablesParentsFirst(db: AnyDb): Promise<string[]> {
  const names = (
    await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'
      AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name`.execute(db)
  ).rows.map((row) => row.name);
  const parents = new Map<string, string[]>();
  for (const name of names)
    parents.set(
      name,
      (await sql<{ table: string }>`SELECT "table" FROM pragma_foreign_key_list(${name})`.execute(db)).rows
        .map((row) => row.table)
        .filter((parent) => parent !== name),
    );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}
