// The site's frame and front door: header, footer, right toolbar, home page, activity banner, feedback, login.

export type { ActivityBannerProps, ActivityBannerViewProps } from './ActivityBanner';
export { ActivityBanner, ActivityBannerView, useActivityBanner } from './ActivityBanner';
export { type SiteCopy, useSiteMessages } from './copy';
export type { FeedbackDialogProps, FeedbackDialogViewProps, FeedbackType } from './FeedbackDialog';
export { FeedbackDialog, FeedbackDialogView, useFeedback } from './FeedbackDialog';
export type {
  CallToActionViewProps,
  FeatureCardsViewProps,
  HomeBannerProps,
  HomeBannerViewProps,
  StepStripViewProps,
  UserReviewsViewProps,
} from './HomePage';
export {
  CallToAction,
  CallToActionView,
  FeatureCards,
  FeatureCardsView,
  HomeBanner,
  HomeBannerView,
  HomePage,
  StepStrip,
  StepStripView,
  UserReviews,
  UserReviewsView,
} from './HomePage';
export type {
  LoginMethod,
  LoginModalProps,
  LoginModalViewProps,
  UseLoginModalOptions,
  WxAuthMessage,
} from './LoginModal';
export { LoginModal, LoginModalView, postWxAuthResult, useLoginModal } from './LoginModal';
export type { QrConfirmState, QrLoginConfirmProps, QrLoginConfirmViewProps } from './QrLoginConfirm';
export { QrLoginConfirm, QrLoginConfirmView, useQrLoginConfirm } from './QrLoginConfirm';
export type { RightToolbarProps, RightToolbarViewProps } from './RightToolbar';
export { RightToolbar, RightToolbarView, useRightToolbar } from './RightToolbar';
export type { SiteFooterProps, SiteFooterViewProps } from './SiteFooter';
export { SiteFooter, SiteFooterView, useSiteFooter } from './SiteFooter';
export type { SiteHeaderProps, SiteHeaderViewProps, SiteTabKey, UseSiteHeaderOptions } from './SiteHeader';
export { SiteHeader, SiteHeaderView, useSiteHeader } from './SiteHeader';
