import { type FocusEvent, useEffect, useState } from 'react';
import { format } from '../../shared/format';
import { useSiteMessages } from '../copy';

export interface UseCarouselOptions {
  count: number;
  /** Time each slide shows while auto-playing, in ms. */
  intervalMs: number;
  /** Names the carousel. */
  label: string;
}

/**
 * An auto-playing carousel (WAI-ARIA APG): rotation pauses while the pointer or focus is inside and behind a pause
 * button; hidden slides are inert; the slide change is announced only once rotation is stopped.
 */
export function useCarousel({ count, intervalMs, label }: UseCarouselOptions) {
  const messages = useSiteMessages();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = count > 1 && !stopped && !hovered && !focused;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const goTo = (target: number) => setIndex(((target % count) + count) % count);

  return {
    index: current,
    rotating,
    stopped,
    regionProps: {
      role: 'region' as const,
      'aria-roledescription': 'carousel',
      'aria-label': label,
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
    trackProps: { 'aria-live': rotating ? ('off' as const) : ('polite' as const) },
    slideProps: (slide: number) => ({
      role: 'group' as const,
      'aria-roledescription': 'slide',
      'aria-label': format(messages.carouselSlide, { index: slide + 1, total: count }),
      'aria-hidden': slide !== current || undefined,
      inert: slide !== current || undefined,
    }),
    previous: { label: messages.carouselPrevious, onClick: () => goTo(current - 1) },
    next: { label: messages.carouselNext, onClick: () => goTo(current + 1) },
    pause: {
      label: stopped ? messages.carouselPlay : messages.carouselPause,
      onClick: () => setStopped((value) => !value),
    },
    dots: Array.from({ length: count }, (_, slide) => ({
      key: slide,
      label: format(messages.carouselGoTo, { index: slide + 1 }),
      current: slide === current,
      onClick: () => goTo(slide),
    })),
  };
}

export type Carousel = ReturnType<typeof useCarousel>;
