import type { CopyProps } from '../../provider';
import { type SiteCopy, useSiteMessages } from '../copy';
import { CarouselControls } from './CarouselControls';
import * as styles from './HomePage.css';
import { useCarousel } from './useCarousel';
import { bannerHeight, useHomeNavigation, useWindowWidth } from './useHome';

export interface HomeBannerProps {
  /** Time each slide shows, in ms. */
  intervalMs?: number;
}

/** The auto-playing banner at the top of the home page, a fifth of the window's width tall. */
export function HomeBanner({ intervalMs = 5000 }: HomeBannerProps) {
  const messages = useSiteMessages();
  const state = useHomeNavigation();
  return <HomeBannerView intervalMs={intervalMs} messages={messages} {...state} />;
}

export type HomeBannerViewProps = HomeBannerProps & CopyProps<SiteCopy> & ReturnType<typeof useHomeNavigation>;

/** The view of HomeBanner: its copy and state come as props from the widget. */
export function HomeBannerView({ messages, intervalMs = 5000, go, create, paths }: HomeBannerViewProps) {
  const height = bannerHeight(useWindowWidth());
  const slides = [
    {
      tone: 'blue' as const,
      title: messages.homeSlide1Title,
      text: messages.homeSlide1Text,
      action: messages.homeSlide1Action,
      onClick: () => go(paths.anchors),
    },
    {
      tone: 'violet' as const,
      title: messages.homeSlide2Title,
      text: messages.homeSlide2Text,
      action: messages.homeSlide2Action,
      onClick: create,
    },
    {
      tone: 'gold' as const,
      title: messages.homeSlide3Title,
      text: messages.homeSlide3Text,
      action: messages.homeSlide3Action,
      onClick: () => go(paths.memberOffer),
    },
  ];
  const carousel = useCarousel({ count: slides.length, intervalMs, label: messages.homeBannerLabel });
  return (
    <section className={styles.carousel} style={{ height }} {...carousel.regionProps}>
      <div
        className={styles.track}
        style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        {...carousel.trackProps}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.title}
            className={`${styles.slide} ${styles.bannerSlide} ${styles.bannerTones[slide.tone]}`}
            {...carousel.slideProps(index)}
          >
            <h2 className={styles.bannerTitle}>{slide.title}</h2>
            <p className={styles.bannerText}>{slide.text}</p>
            <button type="button" className={styles.bannerAction} onClick={slide.onClick}>
              {slide.action}
            </button>
          </div>
        ))}
      </div>
      <CarouselControls carousel={carousel} tone="light" />
    </section>
  );
}
