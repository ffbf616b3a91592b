export type {
  AnchorFilters,
  AnchorQuery as AnchorLibraryQuery,
  FilterKey as AnchorFilterKey,
} from '../search/anchorSearch';
export {
  AnchorLibrary,
  type AnchorLibraryProps,
  AnchorLibraryView,
  type AnchorLibraryViewProps,
} from './AnchorLibrary';
export {
  type AnchorLibraryOptions,
  type AnchorLibrarySnapshot,
  type AnchorLibraryStore,
  createAnchorLibraryStore,
  type LibraryStatus as AnchorLibraryStatus,
} from './anchorLibraryStore';
export type { QueryParams as AnchorQueryParams } from './anchorQuery';
export {
  type AnchorLibraryState,
  type FilterRow as AnchorFilterRow,
  type UseAnchorLibraryOptions,
  useAnchorLibrary,
} from './useAnchorLibrary';
