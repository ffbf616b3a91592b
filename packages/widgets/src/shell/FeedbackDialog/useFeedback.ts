import { EMAIL_PATTERN } from '@dubkit/sdk-core/account';
import { useState } from 'react';
import { useDubKit } from '../../provider';
import { useSiteMessages } from '../copy';

/** Feedback type: 1 suggestion (the default), 2 problem, 0 other. */
export type FeedbackType = 0 | 1 | 2;

interface Errors {
  content?: string;
  email?: string;
}

/**
 * The feedback form: content and a plausible email required (the server's rule), then `feedback/add` and 提交成功
 * (spec part 1 §5, §8).
 */
export function useFeedback(onSubmitted: () => void) {
  const { client, toaster } = useDubKit();
  const messages = useSiteMessages();
  const [type, setType] = useState<FeedbackType>(1);
  const [content, setContent] = useState('');
  const [email, setEmail] = useState('');
  const [otherContacts, setOtherContacts] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  return {
    type,
    content,
    email,
    otherContacts,
    errors,
    pending,
    types: [
      { value: 1 as const, label: messages.feedbackTypeSuggestion },
      { value: 2 as const, label: messages.feedbackTypeProblem },
      { value: 0 as const, label: messages.feedbackTypeOther },
    ],
    setType,
    setContent: (value: string) => {
      setContent(value);
      setErrors((current) => ({ ...current, content: undefined }));
    },
    setEmail: (value: string) => {
      setEmail(value);
      setErrors((current) => ({ ...current, email: undefined }));
    },
    setOtherContacts,
    submit: async () => {
      const found: Errors = {
        content: content.trim() ? undefined : messages.feedbackContentEmpty,
        email: !email.trim()
          ? messages.feedbackEmailEmpty
          : EMAIL_PATTERN.test(email.trim())
            ? undefined
            : messages.feedbackEmailInvalid,
      };
      setErrors(found);
      if (found.content || found.email) return;
      setPending(true);
      try {
        await client.feedback.add({
          type,
          content: content.trim(),
          email: email.trim(),
          otherContacts: otherContacts.trim() || undefined,
        });
        toaster.success(messages.submitted, { dismissErrors: true });
        onSubmitted();
      } catch {
        // Reported by the client's error toast; the form keeps what was typed.
      } finally {
        setPending(false);
      }
    },
  };
}
