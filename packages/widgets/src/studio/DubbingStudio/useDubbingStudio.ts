import { useScriptEditor } from '@dubkit/editor/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useDubKit, useSession } from '../../provider';
import { useSnapshot } from '../../shared/useStore';
import { useStudioMessages } from '../copy';
import { picksVoiceFirst } from './studioRules';
import { createStudioStore, type StudioStoreOptions, studioPaths } from './studioStore';

export type UseDubbingStudioOptions = Pick<
  StudioStoreOptions,
  'query' | 'onQueryChange' | 'auditionKey' | 'autoSaveDelayMs' | 'titleMaxLength' | 'paths'
>;

/** The creation page's behaviour: the studio store bound to React, the page's editor and audio element. */
export function useDubbingStudio(options: UseDubbingStudioOptions, audioRef: RefObject<HTMLAudioElement | null>) {
  const { client, streams, session, toaster, navigate, paths } = useDubKit();
  const messages = useStudioMessages();
  const { requireLogin } = useSession();
  const editor = useScriptEditor();
  const report = useRef(options.onQueryChange);
  report.current = options.onQueryChange;
  const [store] = useState(() =>
    createStudioStore({
      ...options,
      // The provider's site paths unless the studio is given its own.
      paths: options.paths ?? studioPaths(paths),
      client,
      streams,
      session,
      editor,
      messages,
      toaster,
      navigate,
      onQueryChange: (change) => report.current?.(change),
    }),
  );
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => store.start(), [store]);
  useEffect(() => store.setQuery(options.query), [store, options.query]);
  useEffect(() => (audioRef.current ? store.attachAudio(audioRef.current) : undefined), [store, audioRef]);
  const snapshot = useSnapshot(store);
  const { subscribe, getSnapshot, start, setQuery, attachAudio, dispose, ...actions } = store;
  return {
    messages,
    ...snapshot,
    ...actions,
    editor,
    /** The auditioned range, once it is highlighted. */
    highlightRange: snapshot.highlighted ? snapshot.auditioned : null,
    login: () => requireLogin(() => {}),
    picksVoiceFirst: picksVoiceFirst(options.query),
  };
}

export type DubbingStudioState = ReturnType<typeof useDubbingStudio>;
