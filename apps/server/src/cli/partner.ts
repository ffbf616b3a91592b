/**
 * Partner management: `pnpm --filter server partner add --name 好物商城 --origin https://shop.example.com`,
 * `partner list`, `partner revoke <partner id or publishable key>`. Uses the server's database settings.
 */
import { join } from 'node:path';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { PARTNER_USAGE, partnerCommand } from './partnerCommand';

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help')) {
  console.log(PARTNER_USAGE);
  process.exit(args.length === 0 ? 1 : 0);
}

const config = loadConfig();
const store = connect({ databaseUrl: config.databaseUrl, sqliteFile: join(config.dataDir, 'dubkit.sqlite') });
try {
  await migrateToLatest(store.db, store.dialect);
  await partnerCommand(args, { db: store.db, now: Date.now }, console.log);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await store.close();
}
