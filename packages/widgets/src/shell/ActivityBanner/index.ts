export { ActivityBanner, type ActivityBannerProps } from './ActivityBanner';
export { isBannerShown, useActivityBanner } from './useActivityBanner';
