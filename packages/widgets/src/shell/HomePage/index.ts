export { CallToAction } from './CallToAction';
export { FeatureCards } from './FeatureCards';
export { HomeBanner, type HomeBannerProps } from './HomeBanner';
export { HomePage } from './HomePage';
export { StepStrip } from './StepStrip';
export { UserReviews } from './UserReviews';
export { type UseCarouselOptions, useCarousel } from './useCarousel';
export {
  BANNER_HEIGHT_RATIO,
  bannerHeight,
  COMMENTS_PER_SLIDE,
  commentSlides,
  useHomeComments,
  useHomeNavigation,
  useWindowWidth,
} from './useHome';
