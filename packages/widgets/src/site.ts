// Site widgets: shell, login, home, account, feedback.

export * from './site/LoginModal';
export * from './site/SiteHeader';
