import {
  ASSISTANT_FREE_MONTHLY_TOKENS,
  ASSISTANT_MEMBER_MONTHLY_TOKENS,
  CHAT_INPUT_MAX_LENGTH,
  REWRITE_INPUT_MAX_LENGTH,
} from '../constants';

/** The writing assistant's tokens a month: a member's plan, or the free allowance. */
export const assistantMonthlyTokens = (member: boolean): number =>
  member ? ASSISTANT_MEMBER_MONTHLY_TOKENS : ASSISTANT_FREE_MONTHLY_TOKENS;

/** A token allowance as product copy reads it, in 万 (ten thousands) from one 万 up. */
export const tokensText = (tokens: number): string => (tokens >= 10_000 ? `${tokens / 10_000}万` : String(tokens));

/** What a user over the month's tokens is told (code 402, so the buy button shows). */
export const assistantQuotaMessage = (member: boolean): string =>
  member
    ? '本月写作额度已用完，下月1日恢复'
    : `本月写作额度已用完，开通会员可获得每月${tokensText(ASSISTANT_MEMBER_MONTHLY_TOKENS)}额度`;

/** The calendar month in China (UTC+8), yyyy-mm, which the tokens are counted by. */
export const assistantMonth = (nowMs: number): string => new Date(nowMs + 8 * 3_600_000).toISOString().slice(0, 7);

/** The smart rewrite's text over `REWRITE_INPUT_MAX_LENGTH` characters (the spec words no such refusal). */
export const REWRITE_INPUT_TOO_LONG = `文案内容不能超过${REWRITE_INPUT_MAX_LENGTH}个字符`;

/** A question over the chat's limit (the input stops at it; the schema words it so for any other client). */
export const CHAT_INPUT_TOO_LONG = `问题不能超过${CHAT_INPUT_MAX_LENGTH}个字符`;
