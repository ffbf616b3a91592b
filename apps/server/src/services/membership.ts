import type { MemberInfo } from '@dubkit/sdk-core';
import type { ServerContext } from '../context';
import { PRODUCT_TYPE } from '../seed/settings';

const DAY = 86_400_000;

/** Current membership of one product type; expiry is computed from the stacked periods, never stored. */
export async function memberInfo(
  ctx: ServerContext,
  userId: number,
  productType: number = PRODUCT_TYPE.tts,
): Promise<MemberInfo> {
  const now = ctx.now();
  const periods = await ctx.db
    .selectFrom('memberships')
    .select(['vip_level', 'vip_name', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('product_type', '=', productType)
    .orderBy('ends_at', 'desc')
    .execute();
  const active = periods.filter((p) => p.starts_at <= now && p.ends_at > now);
  const best = active.sort((a, b) => b.vip_level - a.vip_level)[0];
  const endTime = periods[0]?.ends_at ?? 0;
  const reward = await ctx.db
    .selectFrom('rewards')
    .select('kind')
    .where('user_id', '=', userId)
    .where('kind', '=', 'new_user')
    .executeTakeFirst();
  return {
    newUser: periods.length === 0 && !reward,
    vipLevel: best?.vip_level ?? 0,
    vipName: best?.vip_name ?? '',
    endTime,
    expired: periods.length > 0 && !best,
    showRenew: best ? endTime - now < 7 * DAY : periods.length > 0,
  };
}

/** Adds a membership period that starts where the current one ends (or now), so purchases stack. */
export async function grantMembership(
  ctx: Pick<ServerContext, 'db' | 'now'>,
  grant: {
    userId: number;
    productType: number;
    vipLevel: number;
    vipName: string;
    days: number;
    orderNo: string | null;
  },
) {
  const now = ctx.now();
  const latest = await ctx.db
    .selectFrom('memberships')
    .select((eb) => eb.fn.max('ends_at').as('ends_at'))
    .where('user_id', '=', grant.userId)
    .where('product_type', '=', grant.productType)
    .executeTakeFirst();
  const startsAt = Math.max(now, Number(latest?.ends_at ?? 0));
  await ctx.db
    .insertInto('memberships')
    .values({
      user_id: grant.userId,
      product_type: grant.productType,
      vip_level: grant.vipLevel,
      vip_name: grant.vipName,
      starts_at: startsAt,
      ends_at: startsAt + grant.days * DAY,
      order_no: grant.orderNo,
    })
    .execute();
}

export const NEW_USER_REWARD_DAYS = 3;

/** A three-day trial of the first membership level, once per user, only before any purchase. */
export async function takeNewUserReward(ctx: ServerContext, userId: number): Promise<MemberInfo> {
  const info = await memberInfo(ctx, userId);
  if (!info.newUser) return info;
  await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('rewards')
      .values({ user_id: userId, kind: 'new_user', taken_at: ctx.now() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await grantMembership(
      { db: trx, now: ctx.now },
      {
        userId,
        productType: PRODUCT_TYPE.tts,
        vipLevel: 2,
        vipName: '新人体验会员',
        days: NEW_USER_REWARD_DAYS,
        orderNo: null,
      },
    );
  });
  return memberInfo(ctx, userId);
}
