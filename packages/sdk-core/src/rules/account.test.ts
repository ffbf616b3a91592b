import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, validateNickname, validatePasswordChange, validatePhone, validateSmsCode } from './account';

describe('EMAIL_PATTERN', () => {
  it.each([
    ['dubber@example.com', true],
    ['a.b+tag@mail.example.cn', true],
    ['a@b.c', true],
    ['dubber', false],
    ['dubber@example', false],
    ['dubber@.com', false],
    ['dubber@example..com', false],
    ['dub ber@example.com', false],
    ['a@b@example.com', false],
    ['@example.com', false],
  ])('%j → %j', (email, plausible) => {
    expect(EMAIL_PATTERN.test(email)).toBe(plausible);
  });
});

describe('validatePhone', () => {
  it.each([
    ['', '手机号不能为空'],
    ['   ', '手机号不能为空'],
    ['12345678901', '手机号格式不正确'],
    ['1381234567', '手机号格式不正确'],
    ['138123456789', '手机号格式不正确'],
    ['1381234567a', '手机号格式不正确'],
    ['13812345678', null],
    [' 19912345678 ', null],
  ])('%j → %j', (phone, message) => {
    expect(validatePhone(phone)).toBe(message);
  });
});

describe('validateSmsCode', () => {
  it.each([
    ['', '短信验证码不能为空'],
    ['123', '短信验证码格式错误'],
    ['1234567', '短信验证码格式错误'],
    ['12a4', '短信验证码格式错误'],
    ['1234', null],
    ['123456', null],
  ])('%j → %j', (code, message) => {
    expect(validateSmsCode(code)).toBe(message);
  });
});

describe('validateNickname', () => {
  it('requires a nickname and allows at most 30 characters', () => {
    expect(validateNickname(' ')).toBe('用户昵称不能为空');
    expect(validateNickname('配'.repeat(30))).toBeNull();
    expect(validateNickname('配'.repeat(31))).toBe('用户昵称不能超过30个字符');
  });
});

describe('validatePasswordChange', () => {
  it('checks the old password first when changing', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', confirmPassword: '' })).toBe('旧密码不能为空');
  });
  it('skips the old password when setting a first password', () => {
    expect(validatePasswordChange({ newPassword: 'abc_123', confirmPassword: 'abc_123' })).toBeNull();
  });
  it.each([
    [{ newPassword: '', confirmPassword: 'x' }, '新密码不能为空'],
    [{ newPassword: 'abc12', confirmPassword: 'abc12' }, '密码格式错误'],
    [{ newPassword: 'a'.repeat(17), confirmPassword: 'a'.repeat(17) }, '密码格式错误'],
    [{ newPassword: 'abc 123', confirmPassword: 'abc 123' }, '密码格式错误'],
    [{ newPassword: 'abc@123!', confirmPassword: '' }, '确认密码不能为空'],
    [{ newPassword: 'abc@123!', confirmPassword: 'abc@123' }, '两次输入密码不相同'],
    [{ oldPassword: 'old_pass', newPassword: 'abc@123!', confirmPassword: 'abc@123!' }, null],
  ])('%j → %j', (input, message) => {
    expect(validatePasswordChange(input)).toBe(message);
  });
});
