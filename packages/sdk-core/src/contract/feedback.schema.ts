import type { InferInput } from 'valibot';
import { nonEmpty, optional, picklist, pipe, regex, string, trim } from 'valibot';
import { FEEDBACK_CONTENT_MAX_LENGTH } from '../constants';
import { EMAIL_PATTERN } from '../rules/account';
import { fields, requiredMax, text } from './fields';

/** Feedback type: 1 suggestion (the default), 2 problem, 0 other. */
export const feedbackAddBody = fields({
  type: optional(picklist([0, 1, 2]), 1),
  content: requiredMax(
    '反馈内容不能为空',
    FEEDBACK_CONTENT_MAX_LENGTH,
    `反馈内容不能超过${FEEDBACK_CONTENT_MAX_LENGTH}个字符`,
  ),
  email: pipe(
    text('联系邮箱不能为空', '联系邮箱格式不正确'),
    trim(),
    nonEmpty('联系邮箱不能为空'),
    regex(EMAIL_PATTERN, '联系邮箱格式不正确'),
  ),
  otherContacts: optional(string()),
});

export type FeedbackAddBody = InferInput<typeof feedbackAddBody>;

export const feedbackSchemas = { add: feedbackAddBody };
