import type { ServerContext } from './context';

/**
 * First-party promotions (the new-user trial, binding an inviter's code) are for people who sign up with us, never
 * for accounts a partner links: a partner can mint accounts without end, so a reward per account could be farmed.
 */
export async function promotionsAllowed(db: ServerContext['db'], userId: number): Promise<boolean> {
  const linked = await db
    .selectFrom('partner_users')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return linked === undefined;
}
