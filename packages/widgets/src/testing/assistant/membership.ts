import { type GptMemberInfo, type GptProduct, type PresetOrder, routes } from '@dubkit/sdk-core';
import { Failure, type ReplyOptions, reply } from '../reply';

/** Story data and MSW handlers of the assistant membership: the plan, its products and its sandbox orders. */

/** A QR-like code image for a seed (32-bit LCG, so every seed draws a full pattern), standing in for the server's. */
export function qrLikeImage(seed: number): string {
  const cells: string[] = [];
  let state = seed >>> 0;
  for (let y = 0; y < 25; y++)
    for (let x = 0; x < 25; x++) {
      const finder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      if (!finder && state >>> 31) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  const finder = (x: number, y: number) => `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 27 27"><rect x="-1" y="-1" width="27" height="27" fill="#fff"/><path fill-rule="evenodd" d="${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}${cells.join('')}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The spec's default plan: 168 yuan, 0.5 yuan a day (part 2 §3, §9). */
export const assistantProducts: GptProduct[] = [
  {
    id: 301,
    title: '年度会员',
    price: 240,
    realPrice: 168,
    averagePrice: 0.5,
    priceUnit: '元/天',
    promotion: '限时特惠',
  },
  { id: 302, title: '季度会员', price: 68, realPrice: 58, averagePrice: 0.64, priceUnit: '元/天', promotion: null },
  { id: 303, title: '月度会员', price: 25, realPrice: 25, averagePrice: 0.83, priceUnit: '元/天', promotion: null },
];

export const notAssistantMember: GptMemberInfo = { member: false, startTime: 0, endTime: 0, expired: false };

export const assistantMember: GptMemberInfo = {
  member: true,
  startTime: Date.UTC(2026, 0, 1, 4),
  endTime: Date.UTC(2027, 0, 1, 4),
  expired: false,
  monthTokensUsed: 123_456,
  monthTokensAllowed: 1_000_000,
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
        const productId = Number(body.productId);
        const payMethod = Number(body.payMethod) === 2 ? 2 : 1;
        const product = productList.find((item) => item.id === productId);
        const order: PresetOrder = {
          orderNo: `DK${productId % 100}${payMethod}${serial}`,
          qrcode: qrLikeImage(productId * 100 + payMethod * 10 + serial),
          amount: product?.realPrice ?? 0,
          payMethod,
        };
        return order;
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
