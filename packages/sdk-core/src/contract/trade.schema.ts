import type { InferInput, InferOutput } from 'valibot';
import { integer, minValue, number, optional, picklist, pipe } from 'valibot';
import { PAYMENT_QR_WIDTH } from '../constants';
import { fields, int, page, pageSize, required } from './fields';

/** Request schemas of membership purchase (spec part 1 §7, part 2 §7). */

export const tradeFlowsBody = fields({ page, pageSize });
/** Product type: TTS 100, ASR 200, GPT 300. Pay method: 1 alipay, 2 wechat. */
export const newPresetOrderBody = fields({
  productType: picklist([100, 200, 300]),
  productId: pipe(number('请选择一种套餐'), integer('请选择一种套餐'), minValue(1, '请选择一种套餐')),
  payMethod: picklist([1, 2]),
  qrWidth: optional(pipe(int, minValue(1)), PAYMENT_QR_WIDTH),
});
export const checkPresetOrderQuery = fields({ orderNo: required('订单号不能为空') });

export type TradeFlowsBody = InferInput<typeof tradeFlowsBody>;
export type NewPresetOrderBody = InferInput<typeof newPresetOrderBody>;
export type CheckPresetOrderQuery = InferOutput<typeof checkPresetOrderQuery>;

export const tradeSchemas = {
  flows: tradeFlowsBody,
  newPresetOrder: newPresetOrderBody,
  checkPresetOrderStatus: checkPresetOrderQuery,
};
