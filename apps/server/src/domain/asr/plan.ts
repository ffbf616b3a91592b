import type { AsrMemberInfo, AsrProduct } from '@dubkit/sdk-core';
import { PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import { ASR_MEMBER_MONTHLY_MINUTES, asrMonth, asrMonthlyMinutes } from '@dubkit/sdk-core/speech-to-text';
import { TASK_STATUS } from '../../db/schema';
import type { ServerContext } from '../context';
import { planStanding } from '../membership';
import { yuan } from '../payments';

/**
 * The speech-to-text plan of a user (product type 200, bought through the trade pre-order; periods stack) and the
 * month's minutes: used, from the server-measured durations of this month's tasks that did not fail (but `except`).
 */
export async function asrMemberInfo(
  ctx: ServerContext,
  userId: number,
  except?: string,
): Promise<Required<AsrMemberInfo>> {
  const { member, ...standing } = await planStanding(ctx, userId, PRODUCT_TYPE.asr);
  return {
    ...standing,
    monthMinutesUsed: await minutesUsed(ctx, userId, except),
    monthMinutesAllowed: asrMonthlyMinutes(member),
  };
}

async function minutesUsed(ctx: ServerContext, userId: number, except?: string): Promise<number> {
  let query = ctx.db
    .selectFrom('asr_tasks')
    .select((eb) => eb.fn.sum<number | string | null>('audio_duration_ms').as('ms'))
    .where('user_id', '=', userId)
    .where('month', '=', asrMonth(ctx.now()))
    .where('status', '!=', TASK_STATUS.failed);
  if (except) query = query.where('code', '!=', except);
  const { ms } = await query.executeTakeFirstOrThrow();
  return Number(ms ?? 0) / 60_000;
}

/**
 * The plan cards: the price without the plan's saving is the shortest plan's monthly price for as many months, so the
 * year card at 149 against 19 a month saves 79; every plan gives the member's minutes each month.
 */
export async function asrProducts(ctx: ServerContext): Promise<AsrProduct[]> {
  const rows = await ctx.db
    .selectFrom('vip_products')
    .selectAll()
    .where('product_type', '=', PRODUCT_TYPE.asr)
    .orderBy('position')
    .execute();
  const months = (days: number) => Math.max(1, Math.round(days / 30));
  const shortest = rows.reduce<(typeof rows)[number] | undefined>((a, b) => (a && a.days <= b.days ? a : b), undefined);
  const monthlyFen = shortest ? shortest.real_price_fen / months(shortest.days) : 0;
  return rows.map((row) => {
    const originFen = Math.max(row.real_price_fen, Math.round(monthlyFen * months(row.days)));
    return {
      id: row.id,
      name: row.name,
      title: row.title,
      promotion: row.promotion,
      originPrice: yuan(originFen),
      realPrice: yuan(row.real_price_fen),
      saveMoney: yuan(originFen - row.real_price_fen),
      minutes: ASR_MEMBER_MONTHLY_MINUTES,
    };
  });
}
