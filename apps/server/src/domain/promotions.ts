import type { ServerContext } from './context';
import { isPartnerAccount } from './partnerAccounts';

/**
 * First-party promotions (the new-user trial, binding an inviter's code) are for people who sign up with us, never
 * for accounts a partner links: a partner can mint accounts without end, so a reward per account could be farmed.
 */
export async function promotionsAllowed(db: ServerContext['db'], userId: number): Promise<boolean> {
  return !(await isPartnerAccount(db, userId));
}
