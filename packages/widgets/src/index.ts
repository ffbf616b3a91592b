// The whole package in one entry for existing partners (the drawing and pronunciation dictionary widgets are in their own
// entries only, `@dubkit/widgets/draw` and `/dictionary`). Each domain also has its own entry (`@dubkit/widgets/library`,
// `/membership`, …, package.json) with its own style sheet, so a page pays only for the widgets it renders. Each
// domain's index is an explicit list of its public names, so re-exporting it whole leaks nothing; the provider's index
// also serves the domains inside the package, so the root names its public part.

export * from './account';
export * from './anchors';
export * from './assistant';
export * from './membership';
export type {
  Brand,
  CreationLinkQuery,
  DubKitContextValue,
  DubKitProviderProps,
  MessageCatalogue,
  MessageKey,
  SitePaths,
} from './provider';
export {
  createMessages,
  creationHref,
  DEFAULT_SITE_PATHS,
  DubKitProvider,
  inspirationApplyHref,
  useClient,
  useDubKit,
  useMemberPlanRevision,
  useMembership,
  useMessages,
  usePaths,
  useSession,
  useStreams,
  zhCN,
} from './provider';
export * from './samples';
export * from './shell';
export * from './studio';
export * from './tools';
