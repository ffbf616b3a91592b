// Site widgets: shell, login, home, account, feedback.

export * from './site/ActivityBanner';
export * from './site/FeedbackDialog';
export * from './site/LoginModal';
export * from './site/RightToolbar';
export * from './site/SiteFooter';
export * from './site/SiteHeader';
export * from './site/HomePage';
