/**
 * Partner management: `pnpm --filter server partner add --name 好物商城 --origin https://shop.example.com`,
 * `partner list`, `partner revoke <partner id or publishable key>`. Uses the server's database settings.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { addPartner, listPartners, revokePartner } from '../domain/partners';

const USAGE = `Usage:
  partner add --name <name> --origin <https://site.example> [--origin <…>]
  partner list
  partner revoke <partner id | publishable key>`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, origin: { type: 'string', multiple: true }, help: { type: 'boolean' } },
});
const [command, target] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 1);
}

const config = loadConfig();
const store = connect({ databaseUrl: config.databaseUrl, sqliteFile: join(config.dataDir, 'dubkit.sqlite') });
const ctx = { db: store.db, now: Date.now };
try {
  await migrateToLatest(store.db, store.dialect);
  if (command === 'add') {
    if (!values.name || !values.origin?.length) throw new Error(`add needs --name and at least one --origin\n${USAGE}`);
    const partner = await addPartner(ctx, { name: values.name, allowedOrigins: values.origin });
    console.log(`Partner ${partner.id} (${partner.name}) added for ${partner.allowedOrigins.join(', ')}
  publishable key: ${partner.publishableKey}
  secret key:      ${partner.secretKey}
The secret key is shown only now: keep it on the partner's server, never in a page.`);
  } else if (command === 'list') {
    const partners = await listPartners(ctx);
    if (partners.length === 0) console.log('No partners yet: partner add --name … --origin …');
    for (const partner of partners) {
      const state = partner.revokedAt ? `revoked ${new Date(partner.revokedAt).toISOString()}` : 'active';
      console.log(
        `${partner.id}  ${partner.name}  ${state}  ${partner.publishableKey}  ${partner.allowedOrigins.join(' ')}  users: ${partner.users}`,
      );
    }
  } else if (command === 'revoke') {
    if (!target) throw new Error(`revoke needs a partner id or publishable key\n${USAGE}`);
    console.log(
      (await revokePartner(ctx, target))
        ? `Revoked ${target}: its tokens stopped working now.`
        : `No active partner ${target}.`,
    );
  } else {
    throw new Error(`Unknown command "${command}"\n${USAGE}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await store.close();
}
