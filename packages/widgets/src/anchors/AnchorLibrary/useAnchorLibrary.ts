import type { Anchor, AnchorOptions, Tag } from '@dubkit/sdk-core';
import { type FormEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useClient, useDubKit, useSession } from '../../provider';
import type { MessageKey } from '../../provider/messages';
import { useLibraryMessages } from '../copy';
import type { FilterKey } from '../search/anchorSearch';
import { createAnchorLibraryStore } from './anchorLibraryStore';
import type { QueryParams } from './anchorQuery';

export interface UseAnchorLibraryOptions {
  /**
   * The page's query parameters (page, scene, sex, language, level, sort, locale and the searched name), read on
   * load and followed after.
   */
  query?: QueryParams | URLSearchParams;
  /** Hears the new query parameters on every change the user makes; write them to the URL, removing undefined ones. */
  onQueryChange?: (query: QueryParams) => void;
}

export interface FilterRow {
  key: FilterKey;
  label: string;
  options: { value: number; label: string }[];
  value: number;
}

/** The rows in the spec's order: sort, language, locale, sex, AI level, scene. */
const ROWS = [
  { key: 'sort', label: 'anchorFilterSort', tags: 'sortTagList' },
  { key: 'language', label: 'anchorFilterLanguage', tags: 'languageTagList' },
  { key: 'locale', label: 'anchorFilterLocale', tags: null },
  { key: 'sex', label: 'anchorFilterSex', tags: 'sexTagList' },
  { key: 'level', label: 'anchorFilterLevel', tags: 'aiLevelTagList' },
  { key: 'scene', label: 'anchorFilterScene', tags: 'sceneTagList' },
] as const satisfies readonly { key: FilterKey; label: MessageKey; tags: keyof AnchorOptions | null }[];

const toOptions = (tags: readonly Tag[]) => tags.map((tag) => ({ value: tag.id, label: tag.name }));

function toParams(query: QueryParams | URLSearchParams | undefined): QueryParams {
  return query instanceof URLSearchParams ? Object.fromEntries(query) : (query ?? {});
}

/** The anchor library's behaviour: the headless store bound to React, the search box and the opened anchor. */
export function useAnchorLibrary({ query, onQueryChange }: UseAnchorLibraryOptions = {}) {
  const client = useClient();
  const messages = useLibraryMessages();
  const { toaster } = useDubKit();
  const report = useRef(onQueryChange);
  useEffect(() => {
    report.current = onQueryChange;
  }, [onQueryChange]);
  const [store] = useState(() =>
    createAnchorLibraryStore({
      anchors: client.anchors,
      params: toParams(query),
      onParamsChange: (params) => report.current?.(params),
      emptySearchMessage: messages.anchorSearchEmpty,
    }),
  );
  useEffect(() => store.start(), [store]);
  useEffect(() => {
    if (query) store.setParams(toParams(query));
  }, [store, query]);
  // Favourites and the custom-anchor sort depend on who is signed in.
  const token = useSession().user?.token ?? null;
  const signedIn = useRef(token);
  useEffect(() => {
    if (signedIn.current === token) return;
    signedIn.current = token;
    store.reload();
  }, [store, token]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { options, locales, query: current } = snapshot;
  const [searchText, setSearchText] = useState(current.name ?? '');
  // The box shows the name searched for when the URL changes it (a reload, a link, back or forward).
  const [searchedName, setSearchedName] = useState(current.name);
  if (searchedName !== current.name) {
    setSearchedName(current.name);
    setSearchText(current.name ?? '');
  }
  const [opened, setOpened] = useState<Anchor | null>(null);

  const rows = useMemo<FilterRow[]>(() => {
    if (!options) return [];
    return ROWS.map(({ key, label, tags }) => ({
      key,
      label: messages[label],
      options: toOptions(tags ? options[tags] : locales),
      value: current.filters[key],
    }));
  }, [options, locales, current.filters, messages]);

  return {
    messages,
    ...snapshot,
    rows,
    searching: current.name,
    setFilter: (key: FilterKey, value: number) => {
      setSearchText('');
      store.setFilter(key, value);
    },
    setPage: store.setPage,
    /** Loads the page again (after a failure, or a custom anchor edited or deleted). */
    reload: store.reload,
    /** Patches a card after a change the server accepted (a favourite). */
    updateAnchor: store.updateAnchor,
    search: {
      text: searchText,
      setText: setSearchText,
      submit: (event?: FormEvent) => {
        event?.preventDefault();
        const warning = store.searchName(searchText);
        if (warning) toaster.warning(warning);
      },
      clear: () => {
        setSearchText('');
        store.clearName();
      },
    },
    /** The anchor whose dialog is open: the detail dialog, or the custom-anchor dialog for anchorType 1. */
    opened,
    open: setOpened,
    close: () => setOpened(null),
  };
}

export type AnchorLibraryState = ReturnType<typeof useAnchorLibrary>;
