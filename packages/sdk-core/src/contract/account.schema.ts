import type { InferInput, InferOutput } from 'valibot';
import { nonEmpty, pipe, regex } from 'valibot';
import { INVITER_CODE_MAX_LENGTH } from '../constants';
import { INVITER_CODE_TOO_LONG, NICKNAME_MAX_LENGTH, PASSWORD_PATTERN } from '../rules/account';
import { fields, requiredMax, text } from './fields';

/** Request schemas of the account calls (spec part 1 §5). */

const newPassword = pipe(
  text('新密码不能为空', '密码格式错误'),
  nonEmpty('新密码不能为空'),
  regex(PASSWORD_PATTERN, '密码格式错误'),
);

export const updateProfileBody = fields({
  nickname: requiredMax('用户昵称不能为空', NICKNAME_MAX_LENGTH, `用户昵称不能超过${NICKNAME_MAX_LENGTH}个字符`),
});
export const updatePasswordBody = fields({
  oldPassword: pipe(text('旧密码不能为空'), nonEmpty('旧密码不能为空')),
  newPassword,
});
export const setPasswordBody = fields({ newPassword });
export const bindInviterQuery = fields({
  code: requiredMax('邀请码不能为空', INVITER_CODE_MAX_LENGTH, INVITER_CODE_TOO_LONG),
});

export type UpdateProfileBody = InferInput<typeof updateProfileBody>;
export type UpdatePasswordBody = InferInput<typeof updatePasswordBody>;
export type SetPasswordBody = InferInput<typeof setPasswordBody>;
export type BindInviterQuery = InferOutput<typeof bindInviterQuery>;

export const accountSchemas = {
  updateProfile: updateProfileBody,
  updatePassword: updatePasswordBody,
  setPassword: setPasswordBody,
  bindInviter: bindInviterQuery,
};
