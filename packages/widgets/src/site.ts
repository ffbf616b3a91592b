// Site widgets: shell, login, home, account, feedback.
export {};
