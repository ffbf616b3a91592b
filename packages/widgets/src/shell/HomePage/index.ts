export { CallToAction, CallToActionView, type CallToActionViewProps } from './CallToAction';
export { FeatureCards, FeatureCardsView, type FeatureCardsViewProps } from './FeatureCards';
export { HomeBanner, type HomeBannerProps, HomeBannerView, type HomeBannerViewProps } from './HomeBanner';
export { HomePage } from './HomePage';
export { StepStrip, StepStripView, type StepStripViewProps } from './StepStrip';
export { UserReviews, UserReviewsView, type UserReviewsViewProps } from './UserReviews';
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
