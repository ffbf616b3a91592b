import { FocusScope } from '@react-aria/focus';
import { type ReactNode, useEffect, useRef } from 'react';
import { activeElementOf } from './PortalContainer';

export interface OverlayFocusProps {
  /** Keep Tab inside the overlay. */
  contain?: boolean;
  /** The element to focus when the content has nothing tabbable to autofocus. */
  initialFocus: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/** Focus for a floating overlay: autofocus its first tabbable element (else `initialFocus`), restore focus on close. */
export function OverlayFocus({ contain = true, initialFocus, children }: OverlayFocusProps) {
  const onMount = useRef(initialFocus);
  // A parent's passive effect runs after the FocusScope's autofocus effect, so this only fills in when it found nothing.
  useEffect(() => {
    const element = onMount.current();
    if (element && !element.contains(activeElementOf(element))) element.focus({ preventScroll: true });
  }, []);
  return (
    <FocusScope contain={contain} restoreFocus autoFocus>
      {children}
    </FocusScope>
  );
}
