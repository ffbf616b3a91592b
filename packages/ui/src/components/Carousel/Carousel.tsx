import { Children, type ReactNode } from 'react';
import * as styles from './Carousel.css';
import { type UseCarouselOptions, useCarousel } from './useCarousel';

export interface CarouselProps extends Omit<UseCarouselOptions, 'count'> {
  /** Accessible name of the carousel, e.g. 用户评价. */
  label: string;
  /** The items; each child is one item. */
  children: ReactNode;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  /** Name of the dot for a page, counted from 1. */
  pageLabel?: (page: number, pages: number) => string;
  className?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={playing ? 'M4 3h3v10H4zM9 3h3v10H9z' : 'M4 2.5l10 5.5-10 5.5z'} fill="currentColor" />
    </svg>
  );
}

/** Slides of N items with previous/next, page dots and autoplay that stops on hover, focus or reduced motion. */
export function Carousel({
  label,
  children,
  perSlide = 1,
  autoplay,
  interval,
  previousLabel = '上一页',
  nextLabel = '下一页',
  pauseLabel = '暂停轮播',
  playLabel = '开始轮播',
  pageLabel = (page, pages) => `第 ${page} 页，共 ${pages} 页`,
  className,
}: CarouselProps) {
  const items = Children.toArray(children);
  const carousel = useCarousel({ count: items.length, perSlide, autoplay, interval });
  const slides = Array.from({ length: carousel.pages }, (_, page) =>
    items.slice(page * perSlide, (page + 1) * perSlide),
  );
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      {...carousel.rootProps}
    >
      {/* Announce slide changes only when the user makes them, not every autoplay tick. */}
      <div className={styles.viewport} aria-live={carousel.rotating ? 'off' : 'polite'}>
        <div className={styles.track} style={{ transform: `translateX(-${carousel.page * 100}%)` }}>
          {slides.map((slide, page) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups, not fieldsets
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional, the same index is the same page
              key={page}
              className={styles.slide}
              style={{ gridTemplateColumns: `repeat(${perSlide}, minmax(0, 1fr))` }}
              role="group"
              aria-roledescription="slide"
              aria-label={pageLabel(page + 1, carousel.pages)}
              inert={page !== carousel.page}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {carousel.pages > 1 && (
        <div className={styles.controls}>
          {carousel.canRotate && (
            <button
              type="button"
              className={styles.arrow}
              aria-label={carousel.rotating ? pauseLabel : playLabel}
              onClick={carousel.toggleRotation}
            >
              <PlayPauseIcon playing={carousel.rotating} />
            </button>
          )}
          <button type="button" className={styles.arrow} aria-label={previousLabel} onClick={carousel.previous}>
            <Chevron direction="left" />
          </button>
          <div className={styles.dots}>
            {slides.map((_, page) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per positional page
                key={page}
                type="button"
                className={styles.dot}
                aria-label={pageLabel(page + 1, carousel.pages)}
                aria-current={page === carousel.page}
                onClick={() => carousel.goTo(page)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-label={nextLabel} onClick={carousel.next}>
            <Chevron direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}
