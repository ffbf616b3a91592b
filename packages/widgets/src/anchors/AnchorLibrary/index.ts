export { AnchorLibrary, type AnchorLibraryProps } from './AnchorLibrary';
export {
  type AnchorLibraryOptions,
  type AnchorLibrarySnapshot,
  type AnchorLibraryStore,
  createAnchorLibraryStore,
  type LibraryStatus as AnchorLibraryStatus,
} from './anchorLibraryStore';
export type {
  AnchorFilters,
  FilterKey as AnchorFilterKey,
  LibraryQuery as AnchorLibraryQuery,
  QueryParams as AnchorQueryParams,
} from './anchorQuery';
export {
  type AnchorLibraryState,
  type FilterRow as AnchorFilterRow,
  type UseAnchorLibraryOptions,
  useAnchorLibrary,
} from './useAnchorLibrary';
