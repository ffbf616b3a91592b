export {
  type Brand,
  type DubKitContextValue,
  DubKitProvider,
  type DubKitProviderProps,
  useClient,
  useDubKit,
  useMemberPlanRevision,
  useMembership,
  useMessages,
  usePaths,
  useSession,
  useStreams,
} from './DubKitProvider';
export { type CopyProps, createMessages, type MessageCatalogue, type MessageKey, zhCN } from './messages';
export {
  type CreationLinkQuery,
  creationHref,
  DEFAULT_SITE_PATHS,
  inspirationApplyHref,
  type SitePaths,
} from './paths';
