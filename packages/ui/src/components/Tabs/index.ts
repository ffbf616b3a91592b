export { Tabs, type TabsProps } from './Tabs';
export { type TabItem, type UseTabsOptions, useTabs } from './useTabs';
