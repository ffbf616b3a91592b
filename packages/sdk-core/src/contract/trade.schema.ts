import * as v from 'valibot';
import { PAYMENT_QR_WIDTH } from '../constants';
import { fields, integer, page, pageSize, required } from './fields';

/** Request schemas of membership purchase (spec part 1 §7, part 2 §7). */

export const tradeFlowsBody = fields({ page, pageSize });
/** Product type: TTS 100, ASR 200, GPT 300. Pay method: 1 alipay, 2 wechat. */
export const newPresetOrderBody = fields({
  productType: v.picklist([100, 200, 300]),
  productId: v.pipe(v.number('请选择一种套餐'), v.integer('请选择一种套餐'), v.minValue(1, '请选择一种套餐')),
  payMethod: v.picklist([1, 2]),
  qrWidth: v.optional(v.pipe(integer, v.minValue(1)), PAYMENT_QR_WIDTH),
});
export const checkPresetOrderQuery = fields({ orderNo: required('订单号不能为空') });

export type TradeFlowsBody = v.InferInput<typeof tradeFlowsBody>;
export type NewPresetOrderBody = v.InferInput<typeof newPresetOrderBody>;
export type CheckPresetOrderQuery = v.InferOutput<typeof checkPresetOrderQuery>;

export const tradeSchemas = {
  flows: tradeFlowsBody,
  newPresetOrder: newPresetOrderBody,
  checkPresetOrderStatus: checkPresetOrderQuery,
};
