// The site's frame and front door: header, footer, right toolbar, home page, activity banner, feedback, login.
export * from './ActivityBanner';
export * from './FeedbackDialog';
export * from './HomePage';
export * from './LoginModal';
export * from './QrLoginConfirm';
export * from './RightToolbar';
export * from './SiteFooter';
export * from './SiteHeader';
