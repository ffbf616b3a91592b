import { type DictionaryEntry, userFacingMessage } from '@dubkit/sdk-core';
import type { DictionaryKind } from '@dubkit/sdk-core/markup';
import { useEffect, useState } from 'react';
import { useDubKit } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { useDictionaryMessages } from '../copy';
import {
  DICTIONARY_SEARCH_DEBOUNCE_MS,
  type DictionaryVoiceChoice,
  type DraftField,
  draftError,
  type EntryDraft,
  phonemeShown,
  saveBodyOf,
  withKind,
} from './dictionaryRules';

/** Voices the search offers at once. */
const VOICE_RESULTS_MAX = 8;

/**
 * The add/edit dialog's behaviour: the entry's kind, word and value, its voice (every voice, or one found by name),
 * checked on the client with the server's own rule before the save; a refusal from the server shows in the dialog.
 */
export function useEntryEditor(initial: EntryDraft, onSaved: (entry: DictionaryEntry) => void) {
  const { client } = useDubKit();
  const messages = useDictionaryMessages();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<{ field: DraftField | 'form'; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  // Bumped by each refused submit, so the view moves the focus to the field at fault even when the message repeats.
  const [attempt, setAttempt] = useState(0);
  const [voiceQuery, setVoiceQuery] = useState('');
  const [voiceTerm, setVoiceTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setVoiceTerm(voiceQuery.trim()), DICTIONARY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [voiceQuery]);
  const searching = draft.scope === 'one' && voiceTerm !== '';
  const voices = useRemote(searching ? `voices:${voiceTerm}` : null, (signal) =>
    client.anchors.searchByName({ page: 1, name: voiceTerm }, { signal }),
  );
  const found: DictionaryVoiceChoice[] = (voices.data?.list ?? [])
    .filter((anchor) => anchor.id !== draft.voice?.id)
    .slice(0, VOICE_RESULTS_MAX)
    .map(({ id, name }) => ({ id, name }));
  const voiceChoices = draft.voice ? [draft.voice, ...found] : found;

  const change = (next: (current: EntryDraft) => EntryDraft, field: DraftField) => {
    setDraft(next);
    setError((current) => (current && (current.field === field || current.field === 'form') ? null : current));
  };
  const valueError = draftError({ ...draft, scope: 'all' }, '');

  return {
    messages,
    mode: initial.id ? ('edit' as const) : ('add' as const),
    draft,
    pending,
    attempt,
    setKind: (kind: DictionaryKind) => change((current) => withKind(current, kind), 'value'),
    setWord: (word: string) => change((current) => ({ ...current, word }), 'word'),
    setValue: (value: string) => change((current) => ({ ...current, value }), 'value'),
    setScope: (scope: EntryDraft['scope']) => change((current) => ({ ...current, scope }), 'voice'),
    voiceQuery,
    setVoiceQuery,
    voiceChoices,
    voicesLoading: searching && voices.status === 'loading',
    /** The search found no voice by that name. */
    voiceNone: searching && voices.status === 'ready' && found.length === 0 && !draft.voice,
    chooseVoice: (id: number) => {
      const voice = voiceChoices.find((choice) => choice.id === id);
      if (voice) change((current) => ({ ...current, voice }), 'voice');
    },
    /** A well-formed polyphone reading as it will be read (银 háng). */
    preview: draft.kind === 'phoneme' && draft.value.trim() && !valueError ? phonemeShown(draft.word, draft.value) : '',
    errorOf: (field: DraftField | 'form') => (error?.field === field ? error.message : undefined),
    errorField: error?.field ?? null,
    submit: async () => {
      const refused = draftError(draft, messages.dictionaryVoiceMissing);
      setError(refused);
      setAttempt((n) => n + 1);
      if (refused) return;
      setPending(true);
      try {
        onSaved(await client.dictionary.save(saveBodyOf(draft), { handled: true }));
      } catch (failure) {
        // The server's refusal (a clash, the entry limit, an unknown voice) shows in the dialog, which stays open.
        setError({ field: 'form', message: userFacingMessage(failure) });
        setAttempt((n) => n + 1);
      } finally {
        setPending(false);
      }
    },
  };
}

export type EntryEditorState = ReturnType<typeof useEntryEditor>;
