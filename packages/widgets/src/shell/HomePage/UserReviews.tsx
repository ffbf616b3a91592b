import type { CopyProps } from '../../provider';
import { UserAvatar } from '../../shared/UserAvatar';
import { type SiteCopy, useSiteMessages } from '../copy';
import { CarouselControls } from './CarouselControls';
import * as styles from './HomePage.css';
import { useCarousel } from './useCarousel';
import { useHomeComments } from './useHome';

/** The user reviews carousel: the home comments, three per slide. */
export function UserReviews({ intervalMs = 6000 }: { intervalMs?: number }) {
  const messages = useSiteMessages();
  const state = useHomeComments();
  return <UserReviewsView intervalMs={intervalMs} messages={messages} {...state} />;
}

export type UserReviewsViewProps = { intervalMs?: number } & CopyProps<SiteCopy> & ReturnType<typeof useHomeComments>;

/** The view of UserReviews: its copy and state come as props from the widget. */
export function UserReviewsView({ messages, intervalMs = 6000, slides }: UserReviewsViewProps) {
  const carousel = useCarousel({ count: slides.length, intervalMs, label: messages.homeReviewsTitle });
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{messages.homeReviewsTitle}</h2>
      {slides.length > 0 && (
        <div className={styles.reviews} {...carousel.regionProps}>
          <div
            className={styles.track}
            style={{ transform: `translateX(-${carousel.index * 100}%)` }}
            {...carousel.trackProps}
          >
            {slides.map((slide, index) => (
              <div key={slide[0]?.nickname ?? index} className={styles.slide} {...carousel.slideProps(index)}>
                <ul className={styles.reviewSlide}>
                  {slide.map((comment) => (
                    <li key={comment.nickname} className={styles.review}>
                      <p className={styles.reviewText}>{comment.message}</p>
                      <span className={styles.reviewer}>
                        <UserAvatar src={comment.avatar} name={comment.nickname} size={36} />
                        {comment.nickname}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {slides.length > 1 && <CarouselControls carousel={carousel} tone="dark" />}
        </div>
      )}
    </div>
  );
}
