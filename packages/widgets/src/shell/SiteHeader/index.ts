export { SiteHeader, type SiteHeaderProps, SiteHeaderView, type SiteHeaderViewProps } from './SiteHeader';
export {
  isCurrentTab,
  SITE_TABS,
  type SiteTab,
  type SiteTabKey,
  siteTabs,
  type UseSiteHeaderOptions,
  useSiteHeader,
} from './useSiteHeader';
