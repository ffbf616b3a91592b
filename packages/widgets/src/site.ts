// Site widgets: shell, login, home, account, feedback.

export * from './site/AccountInfo';
export * from './site/ActivityBanner';
export * from './site/FeedbackDialog';
export * from './site/HomePage';
export * from './site/InviteFriends';
export * from './site/InviterBind';
export * from './site/LoginModal';
export * from './site/PasswordForm';
export * from './site/QrLoginConfirm';
export * from './site/RightToolbar';
export * from './site/SiteFooter';
export * from './site/SiteHeader';
export * from './site/TradeFlowList';
