/**
 * `pnpm --filter @dubkit/server database:copy`: copies a single-machine install's SQLite database
 * (DUBKIT_DATA_DIR/dubkit.sqlite, or the file given) into the empty PostgreSQL database of DATABASE_URL.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { copySqliteToPostgres } from '../db/copyDatabase';

const sqliteFile = process.argv[2] ?? join(loadConfig().dataDir, 'dubkit.sqlite');
if (!existsSync(sqliteFile)) {
  console.error(`No SQLite database at ${sqliteFile}: give its path, or set DUBKIT_DATA_DIR to its data folder`);
  process.exit(1);
}
const source = connect({ sqliteFile });
try {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) throw new Error('Set DATABASE_URL to the PostgreSQL database to copy into');
  const target = connect({ databaseUrl, sqliteFile: ':memory:' });
  try {
    const { tables } = await copySqliteToPostgres(source.db, target.db);
    for (const { table, rows } of tables) console.log(`${table}: ${rows} rows`);
  } finally {
    await target.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await source.close();
}
