import { type FocusEvent, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface UseCarouselOptions {
  /** Number of items. */
  count: number;
  /** Items shown together on one slide. */
  perSlide?: number;
  autoplay?: boolean;
  /** Time each slide stays before the next, in ms. */
  interval?: number;
}

/**
 * Carousel behaviour: pages of `perSlide` items, autoplay that pauses while hovered, while focus is inside, when the
 * user pauses it, and never starts for users who prefer reduced motion.
 */
export function useCarousel({ count, perSlide = 1, autoplay = true, interval = 5000 }: UseCarouselOptions) {
  const pages = Math.max(1, Math.ceil(count / Math.max(1, perSlide)));
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const page = Math.min(current, pages - 1);
  const rotating = autoplay && pages > 1 && !stopped && !reducedMotion;
  const playing = rotating && !hovered && !focused;

  const goTo = (index: number) => setCurrent(((index % pages) + pages) % pages);

  // Keyed on the page so a manual move also gives the new slide a full interval.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setCurrent((page + 1) % pages), interval);
    return () => clearTimeout(timer);
  }, [playing, page, pages, interval]);

  return {
    page,
    pages,
    playing,
    /** Autoplay is on (though it may be paused by hover or focus right now). */
    rotating,
    /** Autoplay is available at all, so the pause/play control is worth showing. */
    canRotate: autoplay && pages > 1 && !reducedMotion,
    reducedMotion,
    goTo,
    next: () => goTo(page + 1),
    previous: () => goTo(page - 1),
    toggleRotation: () => setStopped((value) => !value),
    rootProps: {
      'data-playing': playing || undefined,
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
