export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export { useSiteFooter } from './useSiteFooter';
