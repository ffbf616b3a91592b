import { useState } from 'react';
import { useDubKit, useSession } from '../../provider';

/** The right tool bar: help page, customer-service code, and the feedback dialog (after login). */
export function useRightToolbar(helpPath: string) {
  const { messages, navigate } = useDubKit();
  const { requireLogin } = useSession();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return {
    messages,
    openHelp: () => navigate(helpPath),
    feedbackOpen,
    setFeedbackOpen,
    openFeedback: () => requireLogin(() => setFeedbackOpen(true)),
  };
}
