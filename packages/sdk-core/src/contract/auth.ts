import type {
  CaptchaBody,
  LoginByPasswordBody,
  LoginBySmsBody,
  LoginByWxQuery,
  LoginQrcodeBody,
  LoginQrcodeCheckQuery,
  SmsSendBody,
  WxBindBody,
} from './auth.schema';
import { get, post, postQuery } from './define';

/** The login user, kept locally. `expire` is the epoch time in milliseconds after which the token is dropped. */
export interface LoginUser {
  token: string;
  expire: number;
  username: string;
  nickname: string;
  avatar: string;
  vipLevel: number;
}

/** SMS send result: status 200 sent; 202 or 203 a captcha is required. `interval` is the resend countdown in seconds. */
export interface SmsSendResult {
  status: number;
  statusText: string;
  interval: number;
}

export interface QrLoginData {
  qrcode: string;
  token: string;
}

export interface QrLoginCheck {
  valid: boolean;
  message: string;
  loginResult: LoginUser | null;
}

// Shape not shown in the spec: what the WeChat login frame needs to render its QR code.
export interface WxLoginParams {
  appid: string;
  scope: string;
  redirectUri: string;
  state: string;
}

// Shape not shown in the spec: status 200 logs in with `loginResult`, 202 asks to bind a phone for `openid`.
export interface WxLoginResult {
  status: number;
  statusText: string;
  openid: string | null;
  loginResult: LoginUser | null;
}

export const auth = {
  // Shape not shown in the spec: the captcha image as a data URL.
  loginCaptcha: post<CaptchaBody, string>('/api/sms/login_verify_captcha'),
  sendLoginCode: post<SmsSendBody, SmsSendResult>('/api/sms/login_verify_code'),
  // Shape not shown in the spec: the captcha image as a data URL.
  captcha: get<undefined, string>('/api/sms/verify_captcha'),
  sendCode: post<SmsSendBody, SmsSendResult>('/api/sms/verify_code'),
  loginBySms: post<LoginBySmsBody, LoginUser>('/api/user/loginBySms'),
  loginByPassword: post<LoginByPasswordBody, LoginUser>('/api/user/loginByPwd'),
  wxLoginParams: get<undefined, WxLoginParams>('/api/wxApi/loginParams'),
  loginByWx: postQuery<LoginByWxQuery, WxLoginResult>('/api/user/loginByWx'),
  wxBind: post<WxBindBody, WxLoginResult>('/api/wxApi/bind_firstly'),
  createLoginQrcode: post<LoginQrcodeBody, QrLoginData>('/api/user/login/qrcode'),
  checkLoginQrcode: get<LoginQrcodeCheckQuery, QrLoginCheck>('/api/user/login/qrcode/check'),
  // Not in the spec's table: ends the session of the token sent (退出登录); succeeds when it has already ended.
  logout: post<undefined, null>('/api/user/logout'),
};
