import { type CenterTab, type CreationQuery, creationQuery, DEFAULT_SITE_PATHS, tabFromParam } from '@dubkit/widgets';

/** The example partner `npm start` seeds (its publishable key is public) and its backend's token route. */
export const PARTNER = {
  publishableKey: 'pk_example_partner_site',
  tokenEndpoint: '/partner-example/token',
} as const;

/** What the page says when its token route asks the reader to wait (the widgets' own toast says to refresh). */
export const tokenNotice = (status: number | undefined) => (status === 429 ? '访问过于频繁，请稍后再试' : '');

/** Where on this site a widget's product route goes: our own studio and 我的配音, never DubKit's own pages. */
export type SiteRoute = { to: 'studio'; query: CreationQuery } | { to: 'my-dubbing'; tab: CenterTab } | null;

/**
 * Routes a widget's `onNavigate` target (a DubKit path such as `/creation?anchorId=12&script=…` or
 * `/creationCenter?tab=0`); its other pages need a DubKit login a partner's reader does not have, so they go nowhere.
 */
export function siteRoute(target: string): SiteRoute {
  const { pathname, searchParams } = new URL(target, 'https://dubkit.invalid');
  if (pathname === DEFAULT_SITE_PATHS.creation) return { to: 'studio', query: creationQuery(searchParams) };
  if (pathname === DEFAULT_SITE_PATHS.creationCenter)
    return { to: 'my-dubbing', tab: tabFromParam(searchParams.get('tab')) };
  return null;
}
