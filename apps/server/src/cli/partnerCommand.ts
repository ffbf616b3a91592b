import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addPartner, listPartners, revokePartner } from '../domain/partners';

export const PARTNER_USAGE = `Usage:
  partner add --name <name> --origin <https://site.example> [--origin <…>]
  partner list
  partner revoke <partner id | publishable key>`;

/** One `partner …` command on a migrated database; what it prints goes to `print`, a refusal is thrown. */
export async function partnerCommand(
  args: string[],
  ctx: { db: Kysely<Database>; now: () => number },
  print: (line: string) => void,
): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, origin: { type: 'string', multiple: true } },
  });
  const [command, target] = positionals;
  if (command === 'add') {
    if (!values.name || !values.origin?.length)
      throw new Error(`add needs --name and at least one --origin\n${PARTNER_USAGE}`);
    const partner = await addPartner(ctx, { name: values.name, allowedOrigins: values.origin });
    print(`Partner ${partner.id} (${partner.name}) added for ${partner.allowedOrigins.join(', ')}
  publishable key: ${partner.publishableKey}
  secret key:      ${partner.secretKey}
The secret key is shown only now: keep it on the partner's server, never in a page.`);
  } else if (command === 'list') {
    const partners = await listPartners(ctx);
    if (partners.length === 0) print('No partners yet: partner add --name … --origin …');
    for (const partner of partners) {
      const state = partner.revokedAt ? `revoked ${new Date(partner.revokedAt).toISOString()}` : 'active';
      print(
        `${partner.id}  ${partner.name}  ${state}  ${partner.publishableKey}  ${partner.allowedOrigins.join(' ')}  users: ${partner.users}`,
      );
    }
  } else if (command === 'revoke') {
    if (!target) throw new Error(`revoke needs a partner id or publishable key\n${PARTNER_USAGE}`);
    print(
      (await revokePartner(ctx, target))
        ? `Revoked ${target}: its tokens stopped working now.`
        : `No active partner ${target}.`,
    );
  } else {
    throw new Error(`Unknown command "${command}"\n${PARTNER_USAGE}`);
  }
}
