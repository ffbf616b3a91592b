export type { Copy } from './copy';
export {
  type Brand,
  type DubKitContextValue,
  DubKitProvider,
  type DubKitProviderProps,
  useClient,
  useCopy,
  useDubKit,
  useMemberPlanRevision,
  useMembership,
  usePaths,
  useSession,
  useStreams,
} from './DubKitProvider';
export { type CopyProps, createMessages, type MessageCatalogue, type MessageKey, useMessages, zhCN } from './messages';
export {
  type CreationLinkQuery,
  creationHref,
  DEFAULT_SITE_PATHS,
  inspirationApplyHref,
  type SitePaths,
} from './paths';
