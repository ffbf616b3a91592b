/** Copy of the site shell, login, home, account and feedback widgets (spec part 1). */
export const siteMessages = {};
