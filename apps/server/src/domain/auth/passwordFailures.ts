import { sql } from 'kysely';
import type { ServerContext } from '../context';
import { DomainError } from '../errors';

/** Wrong passwords an account takes within the window before password login is locked (ours, see SECURITY.md). */
export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;
export const PASSWORD_LOCK_MS = 15 * 60_000;

const locked = (ms: number) =>
  new DomainError(429, `密码错误次数过多，请${Math.max(1, Math.ceil(ms / 60_000))}分钟后再试或使用验证码登录`);

/**
 * What the tries are counted by: the account when the name is one, else the name as submitted, so an unknown name
 * is locked after as many tries as an account and the replies never tell the two apart.
 */
export const passwordLogin = (userId: number | null, submitted: string) =>
  userId === null ? `name:${submitted}` : `user:${userId}`;

/**
 * Counts a try before its password is checked, in one statement (atomic on SQLite and PostgreSQL, across
 * processes), so tries sent at once cannot all be checked: beyond the allowance, or while locked, it is refused.
 * Answers the try's number in the window.
 */
export async function countPasswordTry(ctx: ServerContext, login: string): Promise<number> {
  const now = ctx.now();
  const windowOpen = now - PASSWORD_FAILURE_WINDOW_MS;
  const row = await ctx.db
    .insertInto('password_failures')
    .values({ login, window_start: now, attempts: 1, locked_until: 0 })
    .onConflict((oc) =>
      oc.column('login').doUpdateSet({
        attempts: sql<number>`case when password_failures.locked_until > ${now} then password_failures.attempts
          when password_failures.window_start <= ${windowOpen} then 1
          else password_failures.attempts + 1 end`,
        window_start: sql<number>`case when password_failures.locked_until > ${now} then password_failures.window_start
          when password_failures.window_start <= ${windowOpen} then ${now}
          else password_failures.window_start end`,
      }),
    )
    .returning(['attempts', 'locked_until'])
    .executeTakeFirstOrThrow();
  if (row.locked_until > now) throw locked(row.locked_until - now);
  if (row.attempts > PASSWORD_MAX_FAILURES) throw locked(PASSWORD_LOCK_MS);
  return row.attempts;
}

/** A wrong password: the last one the window allows locks password login for PASSWORD_LOCK_MS. */
export async function passwordFailed(ctx: ServerContext, login: string, attempt: number): Promise<void> {
  if (attempt < PASSWORD_MAX_FAILURES) return;
  await ctx.db
    .updateTable('password_failures')
    .set({ locked_until: ctx.now() + PASSWORD_LOCK_MS })
    .where('login', '=', login)
    .execute();
}

/** The right password: the count starts again. */
export async function passwordSucceeded(ctx: ServerContext, login: string): Promise<void> {
  await ctx.db.deleteFrom('password_failures').where('login', '=', login).execute();
}
