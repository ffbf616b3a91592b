import { useInteractOutside } from '@dubkit/ui';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { useSiteMessages } from '../copy';

/**
 * The right tool bar: help page, customer-service code, and the feedback dialog (after login). On phones the three
 * actions sit behind one floating button that shows and hides them; Escape and a press elsewhere hide them again.
 */
/** `helpPath` is the help centre's route; the site's about page by default. */
export function useRightToolbar(helpPath?: string) {
  const { navigate, paths } = useDubKit();
  const messages = useSiteMessages();
  const { requireLogin } = useSession();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Once opened the feedback dialog stays mounted, so that it closes with its animation.
  const [feedbackUsed, setFeedbackUsed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const itemsId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const outside = useInteractOutside({ enabled: expanded, onInteractOutside: () => setExpanded(false) });
  return {
    messages,
    openHelp: () => {
      setExpanded(false);
      navigate(helpPath ?? paths.about);
    },
    feedbackOpen,
    setFeedbackOpen,
    feedbackUsed,
    openFeedback: () =>
      requireLogin(() => {
        setFeedbackUsed(true);
        setFeedbackOpen(true);
      }),
    floating: {
      expanded,
      toggleProps: {
        ref: toggleRef,
        'aria-expanded': expanded,
        'aria-controls': itemsId,
        onClick: () => setExpanded((open) => !open),
      },
      itemsId,
      rootProps: {
        'data-expanded': expanded || undefined,
        onPointerDown: outside.onPointerDown,
        // Popovers and dialogs inside handle their own Escape first (and mark it handled).
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key !== 'Escape' || !expanded || event.defaultPrevented) return;
          event.preventDefault();
          setExpanded(false);
          toggleRef.current?.focus();
        },
      },
    },
  };
}
