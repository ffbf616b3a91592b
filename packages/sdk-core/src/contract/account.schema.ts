import * as v from 'valibot';
import { INVITER_CODE_MAX_LENGTH } from '../constants';
import { NICKNAME_MAX_LENGTH, PASSWORD_PATTERN } from '../rules/account';
import { fields, requiredMax } from './fields';

/** Request schemas of the account calls (spec part 1 §5). */

const newPassword = v.pipe(
  v.string('新密码不能为空'),
  v.nonEmpty('新密码不能为空'),
  v.regex(PASSWORD_PATTERN, '密码格式错误'),
);

export const updateProfileBody = fields({
  nickname: requiredMax('用户昵称不能为空', NICKNAME_MAX_LENGTH, `用户昵称不能超过${NICKNAME_MAX_LENGTH}个字符`),
});
export const updatePasswordBody = fields({
  oldPassword: v.pipe(v.string('旧密码不能为空'), v.nonEmpty('旧密码不能为空')),
  newPassword,
});
export const setPasswordBody = fields({ newPassword });
export const bindInviterQuery = fields({
  code: requiredMax('邀请码不能为空', INVITER_CODE_MAX_LENGTH, '邀请码不能超过10个字符'),
});

export type UpdateProfileBody = v.InferInput<typeof updateProfileBody>;
export type UpdatePasswordBody = v.InferInput<typeof updatePasswordBody>;
export type SetPasswordBody = v.InferInput<typeof setPasswordBody>;
export type BindInviterQuery = v.InferOutput<typeof bindInviterQuery>;

export const accountSchemas = {
  updateProfile: updateProfileBody,
  updatePassword: updatePasswordBody,
  setPassword: setPasswordBody,
  bindInviter: bindInviterQuery,
};
