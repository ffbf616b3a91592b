import type { InferInput } from 'valibot';
import { optional, picklist, string } from 'valibot';
import { fields, required } from './fields';

/** Feedback type: 1 suggestion (the default), 2 problem, 0 other. */
export const feedbackAddBody = fields({
  type: optional(picklist([0, 1, 2]), 1),
  content: required('反馈内容不能为空'),
  email: required('联系邮箱不能为空'),
  otherContacts: optional(string()),
});

export type FeedbackAddBody = InferInput<typeof feedbackAddBody>;

export const feedbackSchemas = { add: feedbackAddBody };
