import { ChevronIcon, PauseIcon } from '../../shared/icons';
import * as styles from './HomePage.css';
import type { Carousel } from './useCarousel';

/** Pause, previous, slide dots and next, in reading order. */
export function CarouselControls({ carousel, tone }: { carousel: Carousel; tone: 'light' | 'dark' }) {
  const button = [styles.controlButton, tone === 'dark' && styles.darkControl].filter(Boolean).join(' ');
  const dot = [styles.dot, tone === 'dark' && styles.darkDot].filter(Boolean).join(' ');
  return (
    <div className={[styles.controls, tone === 'dark' && styles.reviewControls].filter(Boolean).join(' ')}>
      <button type="button" className={button} aria-label={carousel.pause.label} onClick={carousel.pause.onClick}>
        <PauseIcon paused={carousel.stopped} />
      </button>
      <button type="button" className={button} aria-label={carousel.previous.label} onClick={carousel.previous.onClick}>
        <ChevronIcon direction="left" />
      </button>
      {carousel.dots.map((item) => (
        <button
          key={item.key}
          type="button"
          className={dot}
          aria-label={item.label}
          aria-current={item.current}
          onClick={item.onClick}
        />
      ))}
      <button type="button" className={button} aria-label={carousel.next.label} onClick={carousel.next.onClick}>
        <ChevronIcon direction="right" />
      </button>
    </div>
  );
}
