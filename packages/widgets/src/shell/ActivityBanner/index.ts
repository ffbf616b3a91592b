export {
  ActivityBanner,
  type ActivityBannerProps,
  ActivityBannerView,
  type ActivityBannerViewProps,
} from './ActivityBanner';
export { isBannerShown, useActivityBanner } from './useActivityBanner';
