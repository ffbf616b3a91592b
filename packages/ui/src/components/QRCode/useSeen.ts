import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element has been in the viewport, staying true once it has: a QR code below the fold or in a closed
 * popover does not download the encoder with the page. Without IntersectionObserver everything counts as seen.
 */
export function useSeen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}
