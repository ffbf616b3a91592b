import { get, type Page, post, postQuery } from './define';
import type { CheckPresetOrderQuery, NewPresetOrderBody, TradeFlowsBody } from './trade.schema';

/** General membership of the signed-in user. Times are epoch milliseconds. */
export interface MemberInfo {
  newUser: boolean;
  vipLevel: number;
  vipName: string;
  endTime: number;
  expired: boolean;
  showRenew: boolean;
}

/** A membership product. Prices in yuan; averagePrice is per day. */
export interface VipProduct {
  id: number;
  title: string;
  realPrice: number;
  averagePrice: number;
  promotion: string | null;
  vipLevel: number;
  name: string;
}

/** A pre-order and its payment QR code; amount in yuan. */
export interface PresetOrder {
  orderNo: string;
  qrcode: string;
  amount: number;
  payMethod: 1 | 2;
}

/** Order state: status 1 paid, -1 expired, anything else still waiting. */
export interface OrderCheck {
  status: number;
  subtitle: string;
}

/** A spending record; amount in yuan, shown with + or - by sign. */
export interface TradeFlow {
  tradeTime: number;
  code: string;
  title: string;
  details: string;
  amount: number;
  sign: number;
}

// Shape not shown in the spec: one line of the recent-purchases ticker.
export interface LastPayment {
  nickname: string;
  title: string;
  payTime: number;
}

export const trade = {
  vipProducts: get<undefined, VipProduct[]>('/api/tts/vip/products'),
  memberInfo: get<undefined, MemberInfo>('/api/tts/vip/member_info'),
  // Shape not shown in the spec: the member info after the new-user reward is granted.
  takeNewUserRewards: get<undefined, MemberInfo>('/api/tts/vip/take_new_user_rewards'),
  lastPayments: get<undefined, LastPayment[]>('/api/tts/vip/lastPayments'),
  flows: post<TradeFlowsBody, Page<TradeFlow>>('/api/trade/flows'),
  newPresetOrder: post<NewPresetOrderBody, PresetOrder>('/api/trade/newPresetOrder'),
  checkPresetOrderStatus: postQuery<CheckPresetOrderQuery, OrderCheck>('/api/trade/checkPresetOrderStatus'),
};
