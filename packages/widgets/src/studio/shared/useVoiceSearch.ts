import type { Tag } from '@dubkit/sdk-core';
import { useEffect, useState } from 'react';
import type { AnchorQuery, FilterKey } from '../../anchors/search/anchorSearch';
import { createAnchorSearchStore } from '../../anchors/search/anchorSearchStore';
import { useClient } from '../../provider';
import { useSnapshot } from '../../shared/useStore';
import { useStudioMessages } from '../copy';
import { filterChoices, VOICE_FILTER_KEYS } from './voiceQuery';

export interface UseVoiceSearchOptions {
  /** Loads while true (the dialog is open); the filters stay as left between openings. */
  active: boolean;
  pageSize: number;
  query?: AnchorQuery;
}

export interface VoiceFilterRow {
  key: FilterKey;
  label: string;
  choices: readonly Tag[];
  value: number;
}

/** The pickers' card list bound to React: the store's state, the six dropdowns and its moves. */
export function useVoiceSearch({ active, pageSize, query }: UseVoiceSearchOptions) {
  const client = useClient();
  const messages = useStudioMessages();
  const [store] = useState(() => createAnchorSearchStore({ anchors: client.anchors, pageSize, query, handled: true }));
  useEffect(() => (active ? store.start() : undefined), [active, store]);
  const snapshot = useSnapshot(store);
  const labels: Record<FilterKey, string> = {
    sort: messages.voiceFilterSort,
    language: messages.voiceFilterLanguage,
    locale: messages.voiceFilterLocale,
    sex: messages.voiceFilterSex,
    level: messages.voiceFilterLevel,
    scene: messages.voiceFilterScene,
  };
  const choices = snapshot.options ? filterChoices(snapshot.options, snapshot.locales) : null;
  const filters: VoiceFilterRow[] = choices
    ? VOICE_FILTER_KEYS.map((key) => ({
        key,
        label: labels[key],
        choices: choices[key],
        value: snapshot.query.filters[key],
      }))
    : [];
  return {
    ...snapshot,
    filters,
    page: snapshot.source === 'favorites' ? snapshot.favoritesPage : snapshot.query.page,
    setSource: store.setSource,
    setFilter: store.setFilter,
    setPage: store.setPage,
    retry: store.reload,
  };
}

export type VoiceSearch = ReturnType<typeof useVoiceSearch>;
