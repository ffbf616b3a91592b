import type { PresetOrder } from '@dubkit/sdk-core';
import { PAY_METHOD } from '@dubkit/sdk-core/membership';
import QRCode from 'qrcode';
import type { ServerContext } from './context';
import { badRequest, forbidden, notFound } from './errors';
import { grantMembership } from './membership';
import type { PaymentOrder } from './paymentProvider';
import { orderNumber } from './secrets';

export const ORDER_STATUS = { pending: 0, paid: 1, expired: -1 } as const;
const ORDER_TTL_MS = 15 * 60_000;

export const yuan = (fen: number) => Math.round(fen) / 100;

export async function newPresetOrder(
  ctx: ServerContext,
  userId: number,
  input: { productType: number; productId: number; payMethod: 1 | 2; qrWidth?: number },
): Promise<PresetOrder> {
  const product = await ctx.db
    .selectFrom('vip_products')
    .selectAll()
    .where('id', '=', input.productId)
    .executeTakeFirst();
  if (!product || product.product_type !== input.productType) throw badRequest('请选择套餐');
  if (input.payMethod !== PAY_METHOD.alipay && input.payMethod !== PAY_METHOD.wechat)
    throw badRequest('不支持的支付方式');
  const now = ctx.now();
  const order: PaymentOrder = {
    orderNo: orderNumber(now),
    title: `${product.name}·${product.title}`,
    amountFen: product.real_price_fen,
    payMethod: input.payMethod,
    expiresAt: now + ORDER_TTL_MS,
  };
  await ctx.db
    .insertInto('orders')
    .values({
      order_no: order.orderNo,
      user_id: userId,
      product_id: product.id,
      product_type: product.product_type,
      pay_method: order.payMethod,
      amount_fen: order.amountFen,
      status: ORDER_STATUS.pending,
      created_at: now,
      expires_at: order.expiresAt,
      paid_at: null,
    })
    .execute();
  const width = Math.min(Math.max(input.qrWidth ?? 300, 100), 1000);
  const qrcode = await QRCode.toDataURL(await ctx.payments.qrContent(order), { width, margin: 1 });
  return { orderNo: order.orderNo, qrcode, amount: yuan(order.amountFen), payMethod: input.payMethod };
}

async function orderFor(ctx: ServerContext, orderNo: string) {
  const order = await ctx.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!order) throw notFound('订单不存在');
  return order;
}

export async function checkOrder(ctx: ServerContext, userId: number, orderNo: string) {
  const order = await orderFor(ctx, orderNo);
  if (order.user_id !== userId) throw forbidden('无权查看该订单');
  if (order.status === ORDER_STATUS.paid) return { status: ORDER_STATUS.paid, subtitle: '支付成功' };
  if (order.expires_at <= ctx.now()) return { status: ORDER_STATUS.expired, subtitle: '二维码已过期，请点击刷新' };
  return { status: ORDER_STATUS.pending, subtitle: '等待支付' };
}

export type PayOutcome = 'paid' | 'already-paid' | 'expired';

/** Marks an order paid and credits it exactly once, however often the payment is confirmed. */
export async function payOrder(ctx: ServerContext, orderNo: string): Promise<PayOutcome> {
  const order = await orderFor(ctx, orderNo);
  if (order.status === ORDER_STATUS.paid) return 'already-paid';
  const now = ctx.now();
  if (order.expires_at <= now) return 'expired';
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ status: ORDER_STATUS.paid, paid_at: now })
      .where('order_no', '=', orderNo)
      .where('status', '=', ORDER_STATUS.pending)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'already-paid';
    const product = await trx
      .selectFrom('vip_products')
      .selectAll()
      .where('id', '=', order.product_id)
      .executeTakeFirstOrThrow();
    await grantMembership(
      { db: trx, now: ctx.now },
      {
        userId: order.user_id,
        productType: product.product_type,
        vipLevel: product.vip_level,
        vipName: product.name,
        days: product.days,
        orderNo,
      },
    );
    await trx
      .insertInto('trade_flows')
      .values({
        user_id: order.user_id,
        code: orderNo,
        title: `购买${product.name}`,
        details: `${product.title}（${product.days}天）`,
        amount_fen: order.amount_fen,
        sign: -1,
        trade_time: now,
      })
      .execute();
    return 'paid';
  });
}

export async function tradeFlows(ctx: ServerContext, userId: number, page: number, pageSize: number) {
  const base = ctx.db.selectFrom('trade_flows').where('user_id', '=', userId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('trade_time', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(n),
    list: rows.map((row) => ({
      tradeTime: row.trade_time,
      code: row.code,
      title: row.title,
      details: row.details,
      amount: yuan(row.amount_fen),
      sign: row.sign,
    })),
  };
}

const maskName = (name: string) => (name.length <= 2 ? `${name[0] ?? ''}*` : `${name[0]}**${name.slice(-1)}`);

/** The ticker under the checkout: the latest paid orders, names masked. */
export async function lastPayments(ctx: ServerContext, limit = 10) {
  const rows = await ctx.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .innerJoin('vip_products', 'vip_products.id', 'orders.product_id')
    .select(['users.nickname', 'users.username', 'vip_products.name', 'vip_products.title', 'orders.paid_at'])
    .where('orders.status', '=', ORDER_STATUS.paid)
    .orderBy('orders.paid_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    nickname: maskName(row.nickname ?? row.username),
    title: `${row.title}`,
    vipName: row.name,
    payTime: row.paid_at ?? 0,
  }));
}

export async function vipProducts(ctx: ServerContext, productType?: number) {
  let query = ctx.db.selectFrom('vip_products').selectAll().orderBy('product_type').orderBy('position');
  if (productType) query = query.where('product_type', '=', productType);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    productType: row.product_type,
    title: row.title,
    name: row.name,
    vipLevel: row.vip_level,
    days: row.days,
    realPrice: yuan(row.real_price_fen),
    averagePrice: Math.round(row.real_price_fen / row.days) / 100,
    promotion: row.promotion,
  }));
}
