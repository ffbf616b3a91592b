import { randomBytes } from 'node:crypto';
import type { LoginUser } from '@dubkit/sdk-core';
import type { Partner, User } from '../db/schema';
import { uniqueInviteCode } from './accounts';
import type { ServerContext } from './context';
import { badRequest, DomainError } from './errors';
import { memberInfo } from './membership';
import { randomDigits, randomToken, sha256 } from './secrets';

/** What partner management needs of the server: the command line runs it without the rest. */
export type PartnerContext = Pick<ServerContext, 'db' | 'now'>;

/** A partner-minted token lives this long; the widgets' `createPartnerAuth` fetches the next one a minute before. */
export const PARTNER_TOKEN_TTL_MS = 10 * 60_000;

const key = (prefix: string, bytes: number) => `${prefix}_${randomBytes(bytes).toString('base64url')}`;

/** What `partner add` shows once: the secret key is never stored, only its hash. */
export interface NewPartner {
  id: string;
  name: string;
  publishableKey: string;
  secretKey: string;
  allowedOrigins: string[];
}

export interface PartnerView {
  id: string;
  name: string;
  publishableKey: string;
  allowedOrigins: string[];
  revokedAt: number | null;
  createdAt: number;
  users: number;
}

/** An origin as browsers send it: scheme, host and a non-default port, nothing else. */
export function normalizeOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(`不是有效的来源：${value}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, '')) {
    throw badRequest(`来源应只含协议、域名和端口，如 https://shop.example.com：${value}`);
  }
  return url.origin;
}

export async function addPartner(
  ctx: PartnerContext,
  input: { name: string; allowedOrigins: string[]; publishableKey?: string; secretKey?: string },
): Promise<NewPartner> {
  const name = input.name.trim();
  if (!name) throw badRequest('合作方名称不能为空');
  const allowedOrigins = [...new Set(input.allowedOrigins.map(normalizeOrigin))];
  const partner = {
    id: key('pt', 9),
    name,
    publishableKey: input.publishableKey ?? key('pk', 18),
    secretKey: input.secretKey ?? key('sk', 32),
    allowedOrigins,
  };
  await ctx.db
    .insertInto('partners')
    .values({
      id: partner.id,
      name,
      publishable_key: partner.publishableKey,
      secret_hash: sha256(partner.secretKey),
      allowed_origins: JSON.stringify(allowedOrigins),
      revoked_at: null,
      created_at: ctx.now(),
    })
    .execute();
  return partner;
}

/** Makes sure a partner with these keys exists and lists these origins (the demo's example partner, at each start). */
export async function ensurePartner(
  ctx: PartnerContext,
  input: { id: string; name: string; publishableKey: string; secretKey: string; allowedOrigins: string[] },
) {
  const allowedOrigins = JSON.stringify([...new Set(input.allowedOrigins.map(normalizeOrigin))]);
  const values = {
    name: input.name,
    publishable_key: input.publishableKey,
    secret_hash: sha256(input.secretKey),
    allowed_origins: allowedOrigins,
  };
  // One statement: web processes starting together each ensure the example partner.
  await ctx.db
    .insertInto('partners')
    .values({ id: input.id, ...values, revoked_at: null, created_at: ctx.now() })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

const originsOf = (partner: Pick<Partner, 'allowed_origins'>): string[] => JSON.parse(partner.allowed_origins);

export async function listPartners(ctx: PartnerContext): Promise<PartnerView[]> {
  const rows = await ctx.db
    .selectFrom('partners')
    .leftJoin('partner_users', 'partner_users.partner_id', 'partners.id')
    .selectAll('partners')
    .select((eb) => eb.fn.count<number>('partner_users.user_id').as('users'))
    .groupBy('partners.id')
    .orderBy('partners.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    publishableKey: row.publishable_key,
    allowedOrigins: originsOf(row),
    revokedAt: row.revoked_at,
    createdAt: row.created_at,
    users: Number(row.users),
  }));
}

/** Ends the partner (by id or publishable key) at once: its keys stop working and every token it minted ends. */
export async function revokePartner(ctx: PartnerContext, idOrKey: string): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const partner = await trx
      .selectFrom('partners')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', idOrKey), eb('publishable_key', '=', idOrKey)]))
      .executeTakeFirst();
    if (!partner) return false;
    const result = await trx
      .updateTable('partners')
      .set({ revoked_at: ctx.now() })
      .where('id', '=', partner.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await trx.deleteFrom('sessions').where('partner_id', '=', partner.id).execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** The active partner with this publishable key, for the CORS check. */
export async function partnerForPublishableKey(ctx: PartnerContext, publishableKey: string): Promise<Partner | null> {
  const partner = await ctx.db
    .selectFrom('partners')
    .selectAll()
    .where('publishable_key', '=', publishableKey)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return partner ?? null;
}

export const partnerAllows = (partner: Partner, origin: string) => originsOf(partner).includes(origin);

/** Whether any active partner lists the origin: a preflight carries no key, so it is answered for the origin alone. */
export async function anyPartnerAllows(ctx: PartnerContext, origin: string): Promise<boolean> {
  const rows = await ctx.db.selectFrom('partners').select('allowed_origins').where('revoked_at', 'is', null).execute();
  return rows.some((row) => originsOf(row).includes(origin));
}

const linkedUser = (ctx: PartnerContext, partnerId: string, externalId: string) =>
  ctx.db
    .selectFrom('partner_users')
    .innerJoin('users', 'users.id', 'partner_users.user_id')
    .selectAll('users')
    .where('partner_users.partner_id', '=', partnerId)
    .where('partner_users.external_id', '=', externalId)
    .executeTakeFirst();

/** Whether the partner already has an account for this user id of its own. */
export async function hasPartnerUser(ctx: PartnerContext, partnerId: string, externalId: string): Promise<boolean> {
  return (await linkedUser(ctx, partnerId, externalId)) !== undefined;
}

const refused = () => new DomainError(401, '合作方密钥无效或已停用');

async function partnerUser(
  ctx: ServerContext,
  partner: Partner,
  externalId: string,
  profile: { nickname?: string; avatar?: string },
): Promise<User> {
  const linked = await linkedUser(ctx, partner.id, externalId);
  if (linked) {
    if (profile.nickname === undefined && profile.avatar === undefined) return linked;
    return ctx.db
      .updateTable('users')
      .set({ nickname: profile.nickname ?? linked.nickname, avatar: profile.avatar ?? linked.avatar })
      .where('id', '=', linked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const now = ctx.now();
  const inviteCode = await uniqueInviteCode(ctx);
  const made = ctx.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        // Partner users sign in only through their partner: no phone, no password, a name of their own.
        username: `pu${randomDigits(10)}`,
        phone: null,
        nickname: profile.nickname ?? `${partner.name}用户`,
        avatar: profile.avatar ?? null,
        password_hash: null,
        invite_code: inviteCode,
        inviter_code: null,
        inviter_bound_at: null,
        wx_openid: null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('partner_users')
      .values({ partner_id: partner.id, external_id: externalId, user_id: user.id, created_at: now })
      .execute();
    return user;
  });
  // A user's first exchanges may come at once (each widget on a page asks): the one that linked first is the account.
  return made.catch(async (error: unknown) => {
    const first = await linkedUser(ctx, partner.id, externalId);
    if (!first) throw error;
    return first;
  });
}

/**
 * The token exchange a partner's backend makes with its secret key: a short-lived DubKit token for its own user
 * (an account linked to the partner and the user's id there, made on first use), usable only from its origins.
 */
export async function mintPartnerToken(
  ctx: ServerContext,
  secretKey: string,
  input: { userId: string; nickname?: string; avatar?: string },
): Promise<LoginUser & { partnerId: string }> {
  const partner = await ctx.db
    .selectFrom('partners')
    .selectAll()
    .where('secret_hash', '=', sha256(secretKey))
    .executeTakeFirst();
  if (!partner || partner.revoked_at !== null) throw refused();
  const user = await partnerUser(ctx, partner, input.userId, input);
  const token = randomToken();
  const expire = ctx.now() + PARTNER_TOKEN_TTL_MS;
  await ctx.db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: user.id,
      expires_at: expire,
      created_at: ctx.now(),
      last_used_at: ctx.now(),
      partner_id: partner.id,
    })
    .execute();
  const { vipLevel } = await memberInfo(ctx, user.id);
  return {
    token,
    expire,
    username: user.username,
    nickname: user.nickname ?? user.username,
    avatar: user.avatar ?? '',
    vipLevel,
    partnerId: partner.id,
  };
}
