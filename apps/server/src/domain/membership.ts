import type { MemberInfo } from '@dubkit/sdk-core';
import { PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import type { ServerContext } from './context';
import { promotionsAllowed } from './promotions';

const DAY = 86_400_000;

/** A stored membership period; `paid` when an order bought it (the new-user trial is free). */
export interface MembershipPeriod {
  vipLevel: number;
  paid: boolean;
  startsAt: number;
  endsAt: number;
}

// The order periods take: by level, and at one level a paid period before the free trial, so what was paid shows.
const rank = (period: Pick<MembershipPeriod, 'vipLevel' | 'paid'>) => period.vipLevel * 2 + (period.paid ? 1 : 0);

/**
 * Where a new period goes, and how the stored ones give way (memberships stack, spec part 1 §5): it starts after
 * every period of its rank or above (the same level extends, a lower level waits its turn), and every lower-ranked
 * period's time from that start on moves back by its length. So a higher level applies at once and the rest of a
 * lower one resumes after it, no day lost. A lower period running when a higher one was bought keeps its start and
 * spans the higher one (`currentPeriod` shows the higher while both run). Returns the new period and the periods
 * that moved, with their new times.
 */
export function scheduleGrant<P extends MembershipPeriod>(
  periods: readonly P[],
  grant: Pick<MembershipPeriod, 'vipLevel' | 'paid'> & { days: number },
  now: number,
): { period: MembershipPeriod; moved: Array<{ period: P; startsAt: number; endsAt: number }> } {
  const length = grant.days * DAY;
  const startsAt = periods.filter((p) => rank(p) >= rank(grant)).reduce((latest, p) => Math.max(latest, p.endsAt), now);
  const moved = periods
    .filter((p) => rank(p) < rank(grant) && p.endsAt > startsAt)
    .map((p) => ({
      period: p,
      startsAt: p.startsAt >= startsAt ? p.startsAt + length : p.startsAt,
      endsAt: p.endsAt + length,
    }));
  return { period: { ...grant, startsAt, endsAt: startsAt + length }, moved };
}

/**
 * The period that shows now (the highest-ranked one running) and until when the user keeps at least it: the end of
 * the unbroken run of periods of its rank or above.
 */
export function currentPeriod<P extends MembershipPeriod>(
  periods: readonly P[],
  now: number,
): { period: P; endTime: number } | undefined {
  const running = periods.filter((p) => p.startsAt <= now && p.endsAt > now);
  const period = running.reduce<P | undefined>((best, p) => (best && rank(best) >= rank(p) ? best : p), undefined);
  if (!period) return undefined;
  const atLeast = periods.filter((p) => rank(p) >= rank(period));
  let endTime = now;
  for (let next = period.endsAt; next > endTime; ) {
    endTime = next;
    next = atLeast.reduce((end, p) => (p.startsAt <= endTime && p.endsAt > end ? p.endsAt : end), endTime);
  }
  return { period, endTime };
}

const periodsOf = (db: ServerContext['db'], userId: number, productType: number) =>
  db
    .selectFrom('memberships')
    .select(['id', 'vip_level', 'vip_name', 'order_no', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('product_type', '=', productType)
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        vipLevel: row.vip_level,
        paid: row.order_no !== null,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
      })),
    );

/**
 * A plan's standing (speech-to-text, the writing assistant): the current period's level and span, else the last
 * period's span, and whether it lapsed. Periods bought through the trade pre-order stack.
 */
export async function planStanding(ctx: Pick<ServerContext, 'db' | 'now'>, userId: number, productType: number) {
  const periods = (await periodsOf(ctx.db, userId, productType)).sort((a, b) => a.startsAt - b.startsAt);
  const current = currentPeriod(periods, ctx.now());
  const last = periods.at(-1);
  return {
    member: current !== undefined,
    vipLevel: current?.period.vipLevel ?? 0,
    startTime: current?.period.startsAt ?? last?.startsAt ?? 0,
    endTime: current?.endTime ?? last?.endsAt ?? 0,
    expired: !current && last !== undefined,
  };
}

/** Current membership of one product type, from its stored periods. */
export async function memberInfo(
  ctx: ServerContext,
  userId: number,
  productType: number = PRODUCT_TYPE.tts,
): Promise<MemberInfo> {
  const now = ctx.now();
  const periods = await periodsOf(ctx.db, userId, productType);
  const current = currentPeriod(periods, now);
  const lastEnd = periods.reduce((end, p) => Math.max(end, p.endsAt), 0);
  const reward = await ctx.db
    .selectFrom('rewards')
    .select('kind')
    .where('user_id', '=', userId)
    .where('kind', '=', 'new_user')
    .executeTakeFirst();
  return {
    newUser: periods.length === 0 && !reward && (await promotionsAllowed(ctx.db, userId)),
    vipLevel: current?.period.vipLevel ?? 0,
    vipName: current?.period.vip_name ?? '',
    endTime: current?.endTime ?? lastEnd,
    expired: periods.length > 0 && !current,
    showRenew: current ? current.endTime - now < 7 * DAY : periods.length > 0,
  };
}

/** Adds a membership period where `scheduleGrant` puts it, moving the periods that give way to it (in a transaction). */
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
  // Holds the user's row till the grant's transaction ends, so two payments at once schedule one after the other.
  await ctx.db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', grant.userId)
    .execute();
  const periods = await periodsOf(ctx.db, grant.userId, grant.productType);
  const { period, moved } = scheduleGrant(periods, { ...grant, paid: grant.orderNo !== null }, ctx.now());
  for (const { period: stored, startsAt, endsAt } of moved)
    await ctx.db
      .updateTable('memberships')
      .set({ starts_at: startsAt, ends_at: endsAt })
      .where('id', '=', stored.id)
      .execute();
  await ctx.db
    .insertInto('memberships')
    .values({
      user_id: grant.userId,
      product_type: grant.productType,
      vip_level: grant.vipLevel,
      vip_name: grant.vipName,
      starts_at: period.startsAt,
      ends_at: period.endsAt,
      order_no: grant.orderNo,
    })
    .execute();
}

export const NEW_USER_REWARD_DAYS = 3;

/** A three-day trial of the first membership level, once per user, only before any purchase, never a partner's. */
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
