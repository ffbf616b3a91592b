import type { DubKitClient } from '@dubkit/sdk-core';
import { refusalForSearchName } from '../search/anchorSearch';
import {
  type AnchorSearchSnapshot,
  type AnchorSearchStatus,
  type AnchorSearchStore,
  createAnchorSearchStore,
} from '../search/anchorSearchStore';
import { paramsFromQuery, type QueryParams, queryFromParams, sameParams } from './anchorQuery';

export type LibraryStatus = AnchorSearchStatus;
export type AnchorLibrarySnapshot = AnchorSearchSnapshot;
export type AnchorCalls = Pick<DubKitClient['anchors'], 'options' | 'locales' | 'search' | 'searchByName'>;

export interface AnchorLibraryOptions {
  anchors: AnchorCalls;
  /** The query parameters read on load. */
  params?: QueryParams;
  /** Hears the URL parameters whenever the user changes what they say; an undefined one is to be removed. */
  onParamsChange?: (params: QueryParams) => void;
  /** The warning for an empty name search. */
  emptySearchMessage: string;
}

export interface AnchorLibraryStore extends Omit<AnchorSearchStore, 'searchName' | 'setQuery'> {
  /** Searches by name; an empty name changes nothing and returns the warning. */
  searchName(name: string): string | null;
  /** The host's URL changed (back, forward, a link): follow it unless it says what is shown already. */
  setParams(params: QueryParams): void;
}

/** The anchor library's state: the anchor search kept in the host's URL parameters. */
export function createAnchorLibraryStore(options: AnchorLibraryOptions): AnchorLibraryStore {
  const { onParamsChange, emptySearchMessage } = options;
  const search = createAnchorSearchStore({
    anchors: options.anchors,
    query: queryFromParams(options.params ?? {}),
    onQueryChange: (next, previous) => {
      const params = paramsFromQuery(next);
      if (!sameParams(params, paramsFromQuery(previous))) onParamsChange?.(params);
    },
  });
  return {
    ...search,
    searchName: (name) => {
      const refusal = refusalForSearchName(name, emptySearchMessage);
      if (!refusal) search.searchName(name);
      return refusal;
    },
    setParams: (params) => {
      if (!sameParams(params, paramsFromQuery(search.getSnapshot().query))) search.setQuery(queryFromParams(params));
    },
  };
}
