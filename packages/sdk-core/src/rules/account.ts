/** Validation rules of the login, account and feedback forms (spec part 1 §5). Each returns the message to show, or null when valid. */

import { INVITER_CODE_MAX_LENGTH } from '../constants';
import { textLength } from './text';

/** A mainland mobile number: 11 digits; the field stops at its length. */
export const PHONE_LENGTH = 11;
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** An SMS code: 4 to 6 digits; the field stops at the longest. */
export const SMS_CODE_MAX_LENGTH = 6;
export const SMS_CODE_PATTERN = /^\d{4,6}$/;
export const PASSWORD_PATTERN = /^[A-Za-z0-9_@!]{6,16}$/;
export const NICKNAME_MAX_LENGTH = 30;
/** An invite code over its limit, wherever one is entered (login and binding). */
export const INVITER_CODE_TOO_LONG = `邀请码不能超过${INVITER_CODE_MAX_LENGTH}个字符`;
/** A plausible email address: one @, no spaces, a dotted domain (the address is only proven by a reply). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A link a profile keeps (an avatar): only http(s), so no `javascript:` or `data:` URL reaches a page. */
export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function validatePhone(phone: string): string | null {
  const value = phone.trim();
  if (!value) return '手机号不能为空';
  return PHONE_PATTERN.test(value) ? null : '手机号格式不正确';
}

export function validateSmsCode(code: string): string | null {
  const value = code.trim();
  if (!value) return '短信验证码不能为空';
  return SMS_CODE_PATTERN.test(value) ? null : '短信验证码格式错误';
}

export function validateNickname(nickname: string): string | null {
  const value = nickname.trim();
  if (!value) return '用户昵称不能为空';
  return textLength(value) > NICKNAME_MAX_LENGTH ? `用户昵称不能超过${NICKNAME_MAX_LENGTH}个字符` : null;
}

export interface PasswordChange {
  /** Absent when the user is setting a first password. */
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/** The set and change password forms: returns the first failing rule's message. */
export function validatePasswordChange(input: PasswordChange): string | null {
  if (input.oldPassword !== undefined && !input.oldPassword) return '旧密码不能为空';
  if (!input.newPassword) return '新密码不能为空';
  if (!PASSWORD_PATTERN.test(input.newPassword)) return '密码格式错误';
  if (!input.confirmPassword) return '确认密码不能为空';
  if (input.confirmPassword !== input.newPassword) return '两次输入密码不相同';
  return null;
}
