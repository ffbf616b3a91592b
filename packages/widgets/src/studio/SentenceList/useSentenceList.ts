import type { ScriptDocument } from '@dubkit/sdk-core/markup';
import { AUDITION_MAX_LENGTH } from '@dubkit/sdk-core/studio';
import { useEffect, useRef, useState } from 'react';
import { useDubKit } from '../../provider';
import { useSnapshot } from '../../shared/useStore';
import { useStudioMessages } from '../copy';
import type { TakesVoice } from '../DubbingStudio/studioRules';
import { fill, speaksTheSame, versionsOf } from './sentenceListRules';
import { createSentenceListStore, type SentenceListStoreOptions } from './sentenceListStore';

export interface UseSentenceListOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The script as it stood when the list was opened (the studio's editor document). */
  document: ScriptDocument | null;
  /** The voice the studio would submit a task with (see `takesVoice`); null while no anchor is chosen. */
  voice: TakesVoice | null;
  /** Makes the media element takes play through (tests); a new Audio() by default. */
  createMedia?: SentenceListStoreOptions['createMedia'];
}

/** The sentence list's behaviour: the store bound to the panel's open state, its rows and their takes. */
export function useSentenceList({ open, document, voice, createMedia }: UseSentenceListOptions) {
  const { client } = useDubKit();
  const messages = useStudioMessages();
  const [store] = useState(() =>
    createSentenceListStore({ client, genericFailure: messages.takesFailed, createMedia }),
  );
  useEffect(() => () => store.dispose(), [store]);
  const snapshot = useSnapshot(store);
  // The voice is compared by value: the studio makes a new object each render.
  const voiceKey = voice ? JSON.stringify(voice) : null;
  const latestVoice = useRef(voice);
  latestVoice.current = voice;
  useEffect(() => {
    const current = latestVoice.current;
    if (open && document && current && voiceKey) store.open(document, current);
    return () => store.close();
  }, [store, open, document, voiceKey]);

  const listed = snapshot.rows.slice(0, snapshot.shown);
  const listedTakes = listed.flatMap((row) => snapshot.takes[row.sentence] ?? []);
  return {
    messages,
    ...snapshot,
    listed,
    /** Sentences not listed yet (显示更多). */
    remaining: snapshot.rows.length - snapshot.shown,
    /** Every take of this voice sounds the same. */
    same: speaksTheSame(listedTakes),
    hasVoice: voice !== null,
    /** The longest sentence that can have takes (an audition's length). */
    auditionMaxLength: AUDITION_MAX_LENGTH,
    versionsOf: (sentence: string) => versionsOf(snapshot.takes[sentence]),
    label: (message: string, slot: string, value: number | string) => fill(message, slot, value),
    toggle: store.toggle,
    regenerate: store.regenerate,
    pin: store.pin,
    showMore: store.showMore,
    retry: store.retry,
  };
}

export type SentenceListState = ReturnType<typeof useSentenceList>;
