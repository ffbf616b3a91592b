import type { ServerContext } from './context';

/** Whether a partner linked this account (made it for one of its users): such accounts live only through it. */
export async function isPartnerAccount(db: ServerContext['db'], userId: number): Promise<boolean> {
  const linked = await db
    .selectFrom('partner_users')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return linked !== undefined;
}
