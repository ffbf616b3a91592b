import type { GptMemberInfo, GptProduct } from '@dubkit/sdk-core';
import { assistantMonth, assistantMonthlyTokens } from '@dubkit/sdk-core/assistant';
import { PRODUCT_TYPE } from '@dubkit/sdk-core/membership';
import type { ServerContext } from '../context';
import { planStanding } from '../membership';
import { yuan } from '../payments';

/** The assistant plan of a user (product type 300): periods bought through the trade pre-order stack. */
export async function assistantMemberInfo(ctx: ServerContext, userId: number): Promise<Required<GptMemberInfo>> {
  const { vipLevel: _vipLevel, ...standing } = await planStanding(ctx, userId, PRODUCT_TYPE.gpt);
  return {
    ...standing,
    monthTokensUsed: await tokensThisMonth(ctx, userId),
    monthTokensAllowed: assistantMonthlyTokens(standing.member),
  };
}

export async function assistantProducts(ctx: ServerContext): Promise<GptProduct[]> {
  const rows = await ctx.db
    .selectFrom('vip_products')
    .selectAll()
    .where('product_type', '=', PRODUCT_TYPE.gpt)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    price: yuan(row.real_price_fen),
    realPrice: yuan(row.real_price_fen),
    // To a tenth of a yuan, as the plan is advertised (168 yuan a year: 0.5 yuan a day).
    averagePrice: Math.round(row.real_price_fen / row.days / 10) / 10,
    priceUnit: '元/天',
    promotion: row.promotion,
  }));
}

export async function tokensThisMonth(ctx: ServerContext, userId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('assistant_usage')
    .select('tokens')
    .where('user_id', '=', userId)
    .where('month', '=', assistantMonth(ctx.now()))
    .executeTakeFirst();
  return Number(row?.tokens ?? 0);
}
