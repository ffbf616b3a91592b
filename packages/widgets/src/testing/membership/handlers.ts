import { type MemberInfo, routes, type VipProduct } from '@dubkit/sdk-core';
import { type ReplyOptions, reply } from '../reply';
import { goldMember, lastPayments, orderOf, products, visitorMember } from './fixtures';

/** Story handlers of the membership widgets: products, orders and member info, typed by the contract. */

export interface CheckoutServerOptions {
  /** The check's answer for an order: 1 paid, -1 expired, else waiting. */
  status?: (orderNo: string) => number;
  productList?: readonly VipProduct[];
  productDelay?: ReplyOptions['delay'];
  /** The member info until an order is paid; the gold membership after. */
  member?: MemberInfo;
}

/**
 * Products, recent purchases, orders whose check answers `status`, and the member info, which turns gold once an
 * order is paid. `reset` (pass it as `parameters.dubkit.setup`) starts every rendering from the same state.
 */
export function checkoutServer({
  status = () => 0,
  productList = products,
  productDelay,
  member = visitorMember,
}: CheckoutServerOptions = {}) {
  let serial = 0;
  let paid = false;
  return {
    reset: () => {
      serial = 0;
      paid = false;
    },
    handlers: [
      reply(routes.trade.vipProducts, [...productList], { delay: productDelay }),
      reply(routes.trade.lastPayments, lastPayments),
      reply(routes.trade.memberInfo, () => (paid ? goldMember : member)),
      reply(routes.trade.newPresetOrder, ({ body }) => {
        serial += 1;
        return orderOf(Number(body.productId), Number(body.payMethod) === 2 ? 2 : 1, serial);
      }),
      reply(routes.trade.checkPresetOrderStatus, ({ query }) => {
        const answer = status(query.get('orderNo') ?? '');
        if (answer === 1) paid = true;
        return { status: answer, subtitle: '' };
      }),
    ],
  };
}
