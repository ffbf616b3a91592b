import * as v from 'valibot';
import { CAPTCHA_MAX_LENGTH, INVITER_CODE_MAX_LENGTH } from '../constants';
import { PHONE_PATTERN, SMS_CODE_PATTERN } from '../rules/account';
import { fields, integer, required } from './fields';

/** Request schemas of the login calls (spec part 1 §5 and §7). */

export const phone = v.pipe(
  v.string('手机号不能为空'),
  v.trim(),
  v.nonEmpty('手机号不能为空'),
  v.regex(PHONE_PATTERN, '手机号格式不正确'),
);
export const smsCode = v.pipe(
  v.string('短信验证码不能为空'),
  v.trim(),
  v.nonEmpty('短信验证码不能为空'),
  v.regex(SMS_CODE_PATTERN, '短信验证码格式错误'),
);
/** The first send carries no captcha; status 202/203 asks for one. */
const captcha = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CAPTCHA_MAX_LENGTH, '验证码最多6个字符')));
export const inviterCode = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(INVITER_CODE_MAX_LENGTH, '邀请码不能超过10个字符')),
);

export const captchaBody = fields({ phone });
export const smsSendBody = fields({ phone, captcha });
export const loginBySmsBody = fields({ phone, code: smsCode, inviterCode });
export const loginByPasswordBody = fields({
  username: required('用户名不能为空'),
  password: v.pipe(v.string('密码不能为空'), v.nonEmpty('密码不能为空')),
});
/** The WeChat OAuth callback's query, passed on as it came. */
export const loginByWxQuery = fields({ code: required('授权码不能为空'), state: v.optional(v.string()) });
export const wxBindBody = fields({ openid: required('openid不能为空'), phone, code: smsCode });
export const loginQrcodeBody = fields({
  width: v.pipe(integer, v.minValue(1)),
  height: v.pipe(integer, v.minValue(1)),
  client: v.string(),
  hostname: v.string(),
});
export const loginQrcodeCheckQuery = fields({ token: required('token不能为空') });

export type CaptchaBody = v.InferInput<typeof captchaBody>;
export type SmsSendBody = v.InferInput<typeof smsSendBody>;
export type LoginBySmsBody = v.InferInput<typeof loginBySmsBody>;
export type LoginByPasswordBody = v.InferInput<typeof loginByPasswordBody>;
export type LoginByWxQuery = v.InferOutput<typeof loginByWxQuery>;
export type WxBindBody = v.InferInput<typeof wxBindBody>;
export type LoginQrcodeBody = v.InferInput<typeof loginQrcodeBody>;
export type LoginQrcodeCheckQuery = v.InferOutput<typeof loginQrcodeCheckQuery>;

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
