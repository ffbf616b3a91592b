// Site widgets: shell, login, home, account, feedback.
export * from './account';
export * from './shell';
