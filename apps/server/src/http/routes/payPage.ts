import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { ORDER_STATUS, payOrder, yuan } from '../../domain/payments';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The pay page's only inline content: its Content-Security-Policy allows exactly this text by hash (../securityHeaders.ts). */
export const PAY_PAGE_STYLE = `body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#1d2129}
h1{font-size:20px}.amount{font-size:32px;font-weight:600;margin:16px 0}button{width:100%;height:44px;border:0;border-radius:8px;background:#1f5eff;color:#fff;font-size:16px;cursor:pointer}
.note{color:#4e5969;font-size:13px;margin-top:16px}.paid{color:#00a870;font-size:18px;font-weight:600}`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAY_PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

/** The sandbox pay page a payment QR opens: shows the order and pays it on confirm, as payment sandboxes do. */
export function payPageRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.get<{ Querystring: { orderNo?: string } }>(
    '/pay/sandbox',
    { config: { access: 'signed' } },
    async (request, reply) => {
      const orderNo = String(request.query.orderNo ?? '');
      const order = await ctx.db
        .selectFrom('orders')
        .innerJoin('vip_products', 'vip_products.id', 'orders.product_id')
        .select([
          'orders.order_no',
          'orders.amount_fen',
          'orders.status',
          'orders.expires_at',
          'vip_products.name',
          'vip_products.title',
        ])
        .where('orders.order_no', '=', orderNo)
        .executeTakeFirst();
      reply.type('text/html; charset=utf-8');
      if (!order) return reply.status(404).send(page('订单不存在', '<h1>订单不存在</h1>'));
      // A paid or expired order can no longer be paid: the page shows its state instead of the button.
      const action =
        order.status === ORDER_STATUS.paid
          ? '<p class="paid">✓ 该订单已支付</p>'
          : order.expires_at <= ctx.now()
            ? '<p>订单已过期，请在网页上刷新二维码。</p>'
            : `<form method="post" action="/pay/sandbox/confirm"><input type="hidden" name="orderNo" value="${escapeHtml(order.order_no)}">
<button type="submit">确认支付</button></form>`;
      return page(
        '配音工坊 · 沙箱支付',
        `<h1>配音工坊 · 沙箱支付</h1><p>${escapeHtml(order.name)} · ${escapeHtml(order.title)}</p>
<div class="amount">¥${yuan(order.amount_fen).toFixed(2)}</div><p>订单号 ${escapeHtml(order.order_no)}</p>${action}
<p class="note">这是开发用的支付沙箱：不会产生真实扣款。</p>`,
      );
    },
  );

  app.post<{ Body: { orderNo?: string } }>(
    '/pay/sandbox/confirm',
    { config: { access: 'signed' } },
    async (request, reply) => {
      const outcome = await payOrder(ctx, String(request.body?.orderNo ?? ''));
      reply.type('text/html; charset=utf-8');
      const text = { paid: '支付成功', 'already-paid': '该订单已支付', expired: '订单已过期，支付未完成' }[outcome];
      return reply
        .status(outcome === 'expired' ? 409 : 200)
        .send(page(text, `<h1>${text}</h1><p>请回到网页查看会员状态。</p>`));
    },
  );
}
