import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { routes } from './index';
import { checkRequest } from './issues';
import { contract, validateRequest } from './validation';

const refusal = (schema: v.GenericSchema, input: unknown) => {
  const result = checkRequest(schema, input);
  return result.success ? null : result.refusal;
};

describe('checkRequest', () => {
  it('keeps the schema’s own product copy, and puts valibot’s English in the detail only', () => {
    expect(refusal(contract.anchors.detail.query, { anchorType: '0' })).toEqual({
      message: '无法识别主播ID',
      detail: expect.stringContaining('anchorId'),
    });
    expect(refusal(contract.tasks.add.body, { anchorType: 0, text: '你好' })?.message).toBe('无法识别主播ID');
  });

  it('words every issue without copy in Chinese, naming the field', () => {
    expect(refusal(contract.feedback.add.body, { type: 7, content: '好', email: 'a@b.cn' })).toEqual({
      message: '参数错误：type 取值无效',
      detail: 'type: picklist expected (0 | 1 | 2), received 7',
    });
    expect(refusal(contract.feedback.add.body, 'x')?.message).toBe('请求参数错误');
    expect(refusal(contract.works.list.query, {})?.message).toBe('参数错误：缺少 page');
    expect(refusal(contract.works.list.query, { page: 'x' })?.message).toBe('参数错误：page 取值无效');
    expect(refusal(contract.works.list.query, { page: '0' })?.message).toBe('参数错误：page 不能小于 1');
    expect(refusal(contract.works.list.query, { page: '1', pageSize: '201' })?.message).toBe(
      '参数错误：pageSize 不能大于 200',
    );
    expect(refusal(contract.gpt.chat.body, { content: '问', history: [{ role: 3, content: '' }] })?.message).toBe(
      '参数错误：history.0.role 取值无效',
    );
    expect(refusal(contract.account.updateProfile.body, { nickname: 5 })?.message).toBe('参数错误：nickname 应为文本');
    expect(
      refusal(contract.trade.newPresetOrder.body, { productType: 100, productId: 1, payMethod: '1' })?.message,
    ).toBe('参数错误：payMethod 取值无效');
  });

  it('refuses paging numbers and ids beyond the safe integers, sent as digits or as JSON numbers', () => {
    const tooBig = `参数错误：page 应为不超过 ${Number.MAX_SAFE_INTEGER} 的整数`;
    expect(refusal(contract.works.list.query, { page: '99999999999999999999' })?.message).toBe(tooBig);
    expect(refusal(contract.trade.flows.body, { page: 1e20, pageSize: 10 })?.message).toBe(tooBig);
    expect(refusal(contract.anchors.customDetail.query, { anchorId: '1e3' })?.message).toBe('无法识别主播ID');
    expect(refusal(contract.anchors.customDetail.query, { anchorId: '99999999999999999999' })?.message).toBe(
      '无法识别主播ID',
    );
    expect(checkRequest(contract.works.list.query, { page: String(Number.MAX_SAFE_INTEGER) }).success).toBe(true);
  });

  it('tells a phone sent as a number by its format, and a missing one as missing', () => {
    expect(refusal(contract.auth.sendLoginCode.body, { phone: 13812345678 })?.message).toBe('手机号格式不正确');
    expect(refusal(contract.auth.sendLoginCode.body, {})?.message).toBe('手机号不能为空');
    expect(validateRequest(routes.auth.loginBySms, { phone: '13812345678', code: 1234 })).toBe('短信验证码格式错误');
  });

  it('counts lengths in characters, not UTF-16 units', () => {
    expect(checkRequest(contract.account.updateProfile.body, { nickname: '😀'.repeat(30) }).success).toBe(true);
    expect(refusal(contract.account.updateProfile.body, { nickname: '😀'.repeat(31) })?.message).toBe(
      '用户昵称不能超过30个字符',
    );
  });
});
