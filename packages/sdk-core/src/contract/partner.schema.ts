import type { InferInput } from 'valibot';
import { check, maxLength, optional, pipe, trim } from 'valibot';
import { isWebUrl } from '../rules/account';
import { fields, requiredMax, text } from './fields';

/** A partner user's nickname as the partner's token call sends it (ours). */
const PARTNER_NICKNAME_MAX_LENGTH = 20;

/**
 * The token exchange a partner's backend posts with its secret key (`POST /api/partner/token`, README "Embedding"):
 * its own user's id and, optionally, the profile to show. Not a call of the browser client, so not in `contract`.
 */
export const partnerTokenBody = fields({
  userId: requiredMax('userId 不能为空', 128, 'userId 过长'),
  nickname: optional(
    requiredMax('昵称不能为空', PARTNER_NICKNAME_MAX_LENGTH, `昵称不能超过${PARTNER_NICKNAME_MAX_LENGTH}个字符`),
  ),
  avatar: optional(
    pipe(
      text('头像链接不能为空'),
      trim(),
      maxLength(500, '头像链接过长'),
      check(isWebUrl, '头像链接应以 http:// 或 https:// 开头'),
    ),
  ),
});

export type PartnerTokenBody = InferInput<typeof partnerTokenBody>;
