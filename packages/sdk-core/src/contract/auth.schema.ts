import type { InferInput, InferOutput } from 'valibot';
import { minValue, nonEmpty, optional, pipe, regex, string, trim } from 'valibot';
import { CAPTCHA_MAX_LENGTH, INVITER_CODE_MAX_LENGTH } from '../constants';
import { INVITER_CODE_TOO_LONG, PHONE_PATTERN, SMS_CODE_PATTERN } from '../rules/account';
import { fields, int, maxChars, required, text } from './fields';

/** Request schemas of the login calls (spec part 1 §5 and §7). */

export const phone = pipe(
  text('手机号不能为空', '手机号格式不正确'),
  trim(),
  nonEmpty('手机号不能为空'),
  regex(PHONE_PATTERN, '手机号格式不正确'),
);
export const smsCode = pipe(
  text('短信验证码不能为空', '短信验证码格式错误'),
  trim(),
  nonEmpty('短信验证码不能为空'),
  regex(SMS_CODE_PATTERN, '短信验证码格式错误'),
);
/** The first send carries no captcha; status 202/203 asks for one. */
const captcha = optional(pipe(string(), trim(), maxChars(CAPTCHA_MAX_LENGTH, `验证码最多${CAPTCHA_MAX_LENGTH}个字符`)));
export const inviterCode = optional(pipe(string(), trim(), maxChars(INVITER_CODE_MAX_LENGTH, INVITER_CODE_TOO_LONG)));

export const captchaBody = fields({ phone });
export const smsSendBody = fields({ phone, captcha });
export const loginBySmsBody = fields({ phone, code: smsCode, inviterCode });
export const loginByPasswordBody = fields({
  username: required('用户名不能为空'),
  password: pipe(text('密码不能为空'), nonEmpty('密码不能为空')),
});
/** The WeChat OAuth callback's query, passed on as it came. */
export const loginByWxQuery = fields({ code: required('授权码不能为空'), state: optional(string()) });
export const wxBindBody = fields({ openid: required('openid不能为空'), phone, code: smsCode });
export const loginQrcodeBody = fields({
  width: pipe(int, minValue(1)),
  height: pipe(int, minValue(1)),
  client: string(),
  hostname: string(),
});
export const loginQrcodeCheckQuery = fields({ token: required('token不能为空') });

export type CaptchaBody = InferInput<typeof captchaBody>;
export type SmsSendBody = InferInput<typeof smsSendBody>;
export type LoginBySmsBody = InferInput<typeof loginBySmsBody>;
export type LoginByPasswordBody = InferInput<typeof loginByPasswordBody>;
export type LoginByWxQuery = InferOutput<typeof loginByWxQuery>;
export type WxBindBody = InferInput<typeof wxBindBody>;
export type LoginQrcodeBody = InferInput<typeof loginQrcodeBody>;
export type LoginQrcodeCheckQuery = InferOutput<typeof loginQrcodeCheckQuery>;

export const authSchemas = {
  loginCaptcha: captchaBody,
  sendLoginCode: smsSendBody,
  sendCode: smsSendBody,
  loginBySms: loginBySmsBody,
  loginByPassword: loginByPasswordBody,
  loginByWx: loginByWxQuery,
  wxBind: wxBindBody,
  createLoginQrcode: loginQrcodeBody,
  checkLoginQrcode: loginQrcodeCheckQuery,
};
