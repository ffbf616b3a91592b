export { SiteFooter, type SiteFooterProps, SiteFooterView, type SiteFooterViewProps } from './SiteFooter';
export { useSiteFooter } from './useSiteFooter';
