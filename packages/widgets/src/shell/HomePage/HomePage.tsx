import { CallToAction } from './CallToAction';
import { FeatureCards } from './FeatureCards';
import { HomeBanner } from './HomeBanner';
import * as styles from './HomePage.css';
import { StepStrip } from './StepStrip';
import { UserReviews } from './UserReviews';

/** The home page: banner, feature cards, three steps, user reviews and the call to action. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <HomeBanner />
      <FeatureCards />
      <StepStrip />
      <UserReviews />
      <CallToAction />
    </div>
  );
}
