/** A path on the API's own origin (`/media/…`, `/api/…`), not a full or protocol-relative link. */
export const isApiPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** The API's own paths resolved against its origin; full links and data URIs stay. */
export function apiUrl(path: string, baseUrl: string): string {
  return isApiPath(path) ? `${baseUrl.replace(/\/+$/, '')}${path}` : path;
}
