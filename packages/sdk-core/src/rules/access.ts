/** Which pages of the site need a signed-in user, and where a visitor goes instead (spec part 1 §6). */

/** Where a visitor is sent from a login-only page, and where logging out lands. */
export const VISITOR_HOME_PATH = '/home';

/** The login-only pages; each also covers the paths under it (`/account/password`). */
export const LOGIN_ONLY_PATHS = [
  '/creation',
  '/creationCenter',
  '/tools',
  '/aitools',
  '/gpt',
  '/inspiration',
  '/draws',
  '/account',
  '/inviter',
] as const;

/** Whether a path (with or without its query) needs login: a visitor is asked to log in, or sent home. */
export function requiresLogin(path: string): boolean {
  const [pathname = ''] = path.split(/[?#]/);
  return LOGIN_ONLY_PATHS.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
