import { post } from './define';
import type { FeedbackAddBody } from './feedback.schema';

export const feedback = {
  add: post<FeedbackAddBody>('/api/feedback/add'),
};
