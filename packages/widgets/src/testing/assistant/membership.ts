import { type GptMemberInfo, type GptProduct, type PresetOrder, routes } from '@dubkit/sdk-core';
import { orderOf } from '../membership/fixtures';
import { Failure, type ReplyOptions, reply } from '../reply';

/** Story data and MSW handlers of the assistant membership: the plan, its products and its sandbox orders. */

/** The spec's default plan: 168 yuan, 0.5 yuan a day (part 2 §3, §9). */
export const assistantProducts: GptProduct[] = [
  { id: 301, title: '年度会员', price: 240, realPrice: 168, averagePrice: 0.5, priceUnit: '年', promotion: '限时特惠' },
  { id: 302, title: '季度会员', price: 68, realPrice: 58, averagePrice: 0.64, priceUnit: '季', promotion: null },
  { id: 303, title: '月度会员', price: 25, realPrice: 25, averagePrice: 0.83, priceUnit: '月', promotion: null },
];

export const notAssistantMember: GptMemberInfo = { member: false, startTime: 0, endTime: 0, expired: false };

export const assistantMember: GptMemberInfo = {
  member: true,
  startTime: Date.UTC(2026, 0, 1, 4),
  endTime: Date.UTC(2027, 0, 1, 4),
  expired: false,
};

export const expiredAssistantMember: GptMemberInfo = {
  member: true,
  startTime: Date.UTC(2025, 0, 1, 4),
  endTime: Date.UTC(2026, 0, 1, 4),
  expired: true,
};

export interface AssistantMembershipServerOptions {
  /** The plan until an order is paid; `assistantMember` after. */
  member?: GptMemberInfo;
  productList?: readonly GptProduct[];
  productDelay?: ReplyOptions['delay'];
  /** The product list fails (the dialog only stops loading). */
  productsFail?: boolean;
  /** The check's answer for an order: 1 paid, -1 expired, else waiting. */
  status?: (orderNo: string) => number;
}

/**
 * The assistant plan's calls: vip info (a member once an order is paid), the products, pre-orders (recorded in
 * `calls.orders` with their product type, product, pay method and QR width) and the order check.
 */
export function assistantMembershipServer({
  member = notAssistantMember,
  productList = assistantProducts,
  productDelay,
  productsFail = false,
  status = () => 0,
}: AssistantMembershipServerOptions = {}) {
  let serial = 0;
  let paid = false;
  const calls = {
    orders: [] as { productType: number; productId: number; payMethod: number; qrWidth: number }[],
    checks: [] as string[],
  };
  return {
    calls,
    reset: () => {
      serial = 0;
      paid = false;
      calls.orders.length = 0;
      calls.checks.length = 0;
    },
    handlers: [
      reply(routes.gpt.vipInfo, () => (paid ? assistantMember : member)),
      reply(routes.gpt.vipProducts, () => (productsFail ? new Failure(500, '服务繁忙') : [...productList]), {
        delay: productDelay,
      }),
      reply(routes.trade.newPresetOrder, ({ body }) => {
        serial += 1;
        calls.orders.push({
          productType: Number(body.productType),
          productId: Number(body.productId),
          payMethod: Number(body.payMethod),
          qrWidth: Number(body.qrWidth),
        });
        const order: PresetOrder = orderOf(Number(body.productId), Number(body.payMethod) === 2 ? 2 : 1, serial);
        const product = productList.find((item) => item.id === Number(body.productId));
        return { ...order, amount: product?.realPrice ?? 0 };
      }),
      reply(routes.trade.checkPresetOrderStatus, ({ query }) => {
        const orderNo = query.get('orderNo') ?? '';
        calls.checks.push(orderNo);
        const answer = status(orderNo);
        if (answer === 1) paid = true;
        return { status: answer, subtitle: '' };
      }),
    ],
  };
}
