import type { LoginUser } from '@dubkit/sdk-core';
import { validatePasswordChange } from '@dubkit/sdk-core/account';
import type { User } from '../db/schema';
import { countPasswordTry, passwordFailed, passwordLogin, passwordSucceeded } from './auth/passwordFailures';
import type { ServerContext } from './context';
import { badRequest, DomainError, forbidden, notFound } from './errors';
import { memberInfo } from './membership';
import { isPartnerAccount } from './partnerAccounts';
import { promotionsAllowed } from './promotions';
import { hashPassword, randomDigits, randomInviteCode, randomToken, sha256, verifyPassword } from './secrets';

/** A login of our own site lasts at most this long, however often it is used. */
export const SESSION_TTL_MS = 30 * 86_400_000;
/** A login of our own site unused this long ends (partner tokens last 10 minutes in all). */
export const SESSION_IDLE_MS = 7 * 86_400_000;
/** A session's last use is written at most this often, so reading the user does not write on every call. */
export const SESSION_TOUCH_MS = 3_600_000;

/** Partner accounts sign in only through their partner: no password, phone, WeChat or login of ours. */
export const PARTNER_ACCOUNT_REFUSED = '合作方账号不支持此操作';

export async function refusePartnerAccount(ctx: ServerContext, userId: number) {
  if (await isPartnerAccount(ctx.db, userId)) throw forbidden(PARTNER_ACCOUNT_REFUSED);
}

/** A login of our own site (SMS, password, scan or WeChat); never for a partner's account. */
export async function loginResult(ctx: ServerContext, user: User): Promise<LoginUser> {
  await refusePartnerAccount(ctx, user.id);
  const token = randomToken();
  const now = ctx.now();
  const expire = now + SESSION_TTL_MS;
  await ctx.db
    .insertInto('sessions')
    .values({ token_hash: sha256(token), user_id: user.id, expires_at: expire, created_at: now, last_used_at: now })
    .execute();
  const { vipLevel } = await memberInfo(ctx, user.id);
  return {
    token,
    expire,
    username: user.username,
    nickname: user.nickname ?? user.username,
    avatar: user.avatar ?? '',
    vipLevel,
  };
}

export interface Session {
  user: User;
  tokenHash: string;
}

/**
 * The session a token opens for this call. Its scope is part of it: a partner's token only with that partner's key
 * from its origins (`partnerId`, checked with the request), a token of our own site only without a partner's key,
 * and never a revoked partner's. Ended, expired and idle sessions open nothing.
 */
export async function sessionForToken(
  ctx: ServerContext,
  token: string,
  partnerId: string | null,
): Promise<Session | null> {
  const tokenHash = sha256(token);
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('partners', 'partners.id', 'sessions.partner_id')
    .selectAll('users')
    .select(['sessions.expires_at', 'sessions.last_used_at', 'sessions.partner_id', 'partners.revoked_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const { expires_at: expiresAt, last_used_at: lastUsedAt, partner_id: scope, revoked_at: revokedAt, ...user } = row;
  const now = ctx.now();
  if (scope !== partnerId || revokedAt !== null || expiresAt <= now) return null;
  if (scope === null) {
    if (lastUsedAt + SESSION_IDLE_MS <= now) return null;
    if (now - lastUsedAt >= SESSION_TOUCH_MS) {
      await ctx.db.updateTable('sessions').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
    }
  }
  return { user, tokenHash };
}

/** Logs this session out; the user's other sessions stay. */
export async function endSession(ctx: ServerContext, session: Session) {
  await ctx.db.deleteFrom('sessions').where('token_hash', '=', session.tokenHash).execute();
}

export async function uniqueInviteCode(ctx: ServerContext): Promise<string> {
  for (;;) {
    const code = randomInviteCode();
    const taken = await ctx.db.selectFrom('users').select('id').where('invite_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

/** The user with this phone, registering one on first login (binding the optional inviter code then only). */
export async function userForPhone(ctx: ServerContext, phone: string, inviterCode?: string | null): Promise<User> {
  const existing = await ctx.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  if (existing) return existing;
  const inviter = inviterCode
    ? await ctx.db.selectFrom('users').select('invite_code').where('invite_code', '=', inviterCode).executeTakeFirst()
    : undefined;
  const now = ctx.now();
  return ctx.db
    .insertInto('users')
    .values({
      username: `dk${randomDigits(8)}`,
      phone,
      nickname: `配音师${phone.slice(-4)}`,
      avatar: null,
      password_hash: null,
      invite_code: await uniqueInviteCode(ctx),
      inviter_code: inviter?.invite_code ?? null,
      inviter_bound_at: inviter ? now : null,
      wx_openid: null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function loginByPassword(ctx: ServerContext, username: string, password: string): Promise<LoginUser> {
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', username), eb('phone', '=', username)]))
    .executeTakeFirst();
  const login = passwordLogin(user?.id ?? null, username);
  const attempt = await countPasswordTry(ctx, login);
  // One message for unknown user and wrong password, so accounts cannot be probed.
  if (!user?.password_hash || !(await verifyPassword(password, user.password_hash))) {
    await passwordFailed(ctx, login, attempt);
    throw new DomainError(400, '用户名或密码错误');
  }
  await passwordSucceeded(ctx, login);
  return loginResult(ctx, user);
}

export function profile(user: User) {
  return {
    nickname: user.nickname ?? user.username,
    username: user.username,
    phone: user.phone ?? '',
    bindInviterCode: user.inviter_code,
  };
}

export async function updateNickname(ctx: ServerContext, user: User, nickname: string) {
  await ctx.db.updateTable('users').set({ nickname: nickname.trim() }).where('id', '=', user.id).execute();
}

async function replacePassword(ctx: ServerContext, user: User, newPassword: string) {
  const hash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
    // A new password logs the account out everywhere.
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
  });
}

export async function setPassword(ctx: ServerContext, user: User, newPassword: string) {
  await refusePartnerAccount(ctx, user.id);
  if (user.password_hash) throw badRequest('已设置过密码，请使用修改密码');
  const message = validatePasswordChange({ newPassword, confirmPassword: newPassword });
  if (message) throw badRequest(message);
  await replacePassword(ctx, user, newPassword);
}

export async function updatePassword(ctx: ServerContext, user: User, oldPassword: string, newPassword: string) {
  await refusePartnerAccount(ctx, user.id);
  const message = validatePasswordChange({ oldPassword, newPassword, confirmPassword: newPassword });
  if (message) throw badRequest(message);
  if (!user.password_hash || !(await verifyPassword(oldPassword, user.password_hash))) throw badRequest('旧密码错误');
  await replacePassword(ctx, user, newPassword);
}

export async function bindInviter(ctx: ServerContext, user: User, code: string) {
  const value = code.trim();
  if (!value) throw badRequest('邀请码不能为空');
  if (user.inviter_code) throw badRequest('已绑定邀请码，不能重复绑定');
  if (value === user.invite_code) throw badRequest('不能绑定自己的邀请码');
  if (!(await promotionsAllowed(ctx.db, user.id))) throw badRequest('合作网站的账号不能绑定邀请码');
  const inviter = await ctx.db.selectFrom('users').select('id').where('invite_code', '=', value).executeTakeFirst();
  if (!inviter) throw notFound('邀请码不存在');
  const result = await ctx.db
    .updateTable('users')
    .set({ inviter_code: value, inviter_bound_at: ctx.now() })
    .where('id', '=', user.id)
    .where('inviter_code', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw badRequest('已绑定邀请码，不能重复绑定');
}
