export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export {
  isCurrentTab,
  SITE_TABS,
  type SiteTab,
  type SiteTabKey,
  siteTabs,
  type UseSiteHeaderOptions,
  useSiteHeader,
} from './useSiteHeader';
