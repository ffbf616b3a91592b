import { type LoginUser, validatePasswordChange } from '@dubkit/sdk-core';
import type { User } from '../db/schema';
import { countPasswordTry, passwordFailed, passwordLogin, passwordSucceeded } from './auth/passwordFailures';
import type { ServerContext } from './context';
import { badRequest, DomainError, notFound } from './errors';
import { memberInfo } from './membership';
import { promotionsAllowed } from './promotions';
import { hashPassword, randomDigits, randomInviteCode, randomToken, sha256, verifyPassword } from './secrets';

export const SESSION_TTL_MS = 30 * 86_400_000;

export async function createSession(ctx: ServerContext, userId: number) {
  const token = randomToken();
  const expire = ctx.now() + SESSION_TTL_MS;
  await ctx.db
    .insertInto('sessions')
    .values({ token_hash: sha256(token), user_id: userId, expires_at: expire, created_at: ctx.now() })
    .execute();
  return { token, expire };
}

export async function loginResult(ctx: ServerContext, user: User): Promise<LoginUser> {
  const { token, expire } = await createSession(ctx, user.id);
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

/**
 * The user a token signs in. From a partner's origin (`partnerId`, checked by the CORS layer) only that partner's
 * tokens count, so a token leaked from one site does not work on another.
 */
export async function userForToken(
  ctx: ServerContext,
  token: string,
  partnerId: string | null = null,
): Promise<User | null> {
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.expires_at', 'sessions.partner_id'])
    .where('sessions.token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= ctx.now()) return null;
  const { expires_at: _expiresAt, partner_id: sessionPartner, ...user } = row;
  if (partnerId !== null && sessionPartner !== partnerId) return null;
  return user;
}

export async function logout(ctx: ServerContext, token: string) {
  await ctx.db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
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
  if (user.password_hash) throw badRequest('已设置过密码，请使用修改密码');
  const message = validatePasswordChange({ newPassword, confirmPassword: newPassword });
  if (message) throw badRequest(message);
  await replacePassword(ctx, user, newPassword);
}

export async function updatePassword(ctx: ServerContext, user: User, oldPassword: string, newPassword: string) {
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
