export {
  type AnchorCalls,
  type AnchorLibraryOptions,
  type AnchorLibrarySnapshot,
  type AnchorLibraryStore,
  createAnchorLibraryStore,
  type LibraryStatus,
} from './anchorLibraryStore';
export {
  type AnchorFilters,
  DEFAULT_FILTERS,
  type FilterKey,
  type LibraryQuery,
  pageCount,
  paramsFromQuery,
  type QueryParams,
  queryFromParams,
  searchBody,
  withAllRegions,
  withFilter,
} from './anchorQuery';
export {
  type AnchorLibraryState,
  type FilterRow,
  type UseAnchorLibraryOptions,
  useAnchorLibrary,
} from './useAnchorLibrary';
export { AnchorLibrary, type AnchorLibraryProps } from './View';
