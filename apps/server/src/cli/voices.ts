/**
 * The voice catalogue: `pnpm --filter @dubkit/server voices set --provider openai --anchor 12 --voice nova`,
 * `voices list`, `voices remove <row id>`. Uses the server's database settings.
 */
import { join } from 'node:path';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { VOICES_USAGE, voicesCommand } from './voicesCommand';

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help')) {
  console.log(VOICES_USAGE);
  process.exit(args.length === 0 ? 1 : 0);
}

const config = loadConfig();
const store = connect({ databaseUrl: config.databaseUrl, sqliteFile: join(config.dataDir, 'dubkit.sqlite') });
try {
  await migrateToLatest(store.db, store.dialect);
  await voicesCommand(args, { db: store.db, now: Date.now }, console.log);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await store.close();
}
