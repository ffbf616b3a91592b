import {
  createStore,
  type DubKitClient,
  isAbortError,
  type ReadableStore,
  type SentenceTakes,
  userFacingMessage,
} from '@dubkit/sdk-core';
import type { ScriptDocument } from '@dubkit/sdk-core/markup';
import type { TakesVoice } from '../DubbingStudio/studioRules';
import {
  listBodies,
  regenerateRefusal,
  type SentenceRow,
  sentenceRows,
  sentencesToList,
  TAKES_PAGE_SIZE,
} from './sentenceListRules';

/** What a sentence is waiting for. */
export type SentenceBusy = 'listing' | 'regenerating' | 'pinning';

/** The take that plays (or is being fetched to play). */
export interface PlayingTake {
  sentence: string;
  take: number;
  state: 'loading' | 'playing';
}

export interface SentenceListSnapshot {
  rows: readonly SentenceRow[];
  /** How many rows are listed; the rest wait for 显示更多. */
  shown: number;
  /** Each listed sentence's takes, by its markup. */
  takes: Readonly<Record<string, SentenceTakes>>;
  busy: Readonly<Record<string, SentenceBusy>>;
  /** A sentence's last failure, as product copy. */
  errors: Readonly<Record<string, string>>;
  playing: PlayingTake | null;
}

export interface SentenceListStoreOptions {
  client: Pick<DubKitClient, 'takes'>;
  /** The failure shown when the server's message is no product copy. */
  genericFailure: string;
  /** Makes the media element takes play through; a new Audio() by default. */
  createMedia?: () => HTMLMediaElement;
  pageSize?: number;
}

export interface SentenceListStore extends ReadableStore<SentenceListSnapshot> {
  /** Lists the script's sentences in this voice and asks for the first page's takes. */
  open(document: ScriptDocument, voice: TakesVoice): void;
  /** Lists the next page of sentences. */
  showMore(): void;
  /** Asks again for the listed sentences whose takes failed to load. */
  retry(): void;
  /** Plays a take of the sentence, or stops it when it is the one playing. */
  toggle(sentence: string, take: number): void;
  /** Makes a new take of the sentence (pinned by the server) and plays it. */
  regenerate(sentence: string): Promise<void>;
  pin(sentence: string, take: number): Promise<void>;
  /** Stops playing and forgets every request in flight (the panel closed). */
  close(): void;
  dispose(): void;
}

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  const { [key]: _, ...rest } = record;
  return rest;
};

/**
 * The sentence list with takes: its rows, each sentence's takes, what each waits for and its failure, and one
 * player for every take (one sound at a time). Audio is fetched once per take and kept while the voice stays.
 */
export function createSentenceListStore(options: SentenceListStoreOptions): SentenceListStore {
  const { client, genericFailure, pageSize = TAKES_PAGE_SIZE } = options;
  const createMedia = options.createMedia ?? (() => new Audio());
  const store = createStore<SentenceListSnapshot>({
    rows: [],
    shown: 0,
    takes: {},
    busy: {},
    errors: {},
    playing: null,
  });
  const state = store.getSnapshot;
  let voice: TakesVoice | null = null;
  // Each open() is a generation: answers for an older one are dropped.
  let generation = 0;
  let controller = new AbortController();
  let media: HTMLMediaElement | null = null;
  let playAttempt = 0;
  const urls = new Map<string, string>();
  const message = (error: unknown) => userFacingMessage(error, genericFailure);

  const setBusy = (sentence: string, busy: SentenceBusy | null) =>
    store.set({ busy: busy ? { ...state().busy, [sentence]: busy } : without(state().busy, sentence) });
  const fail = (sentence: string, error: unknown) =>
    store.set({ errors: { ...state().errors, [sentence]: message(error) } });
  const clearError = (sentence: string) => {
    if (sentence in state().errors) store.set({ errors: without(state().errors, sentence) });
  };

  const forgetAudio = () => {
    for (const url of urls.values()) URL.revokeObjectURL(url);
    urls.clear();
  };

  const stop = () => {
    playAttempt += 1;
    media?.pause();
    store.set({ playing: null });
  };

  /** Asks for the takes of the listed sentences not known yet (nor being asked for). */
  const list = async () => {
    if (!voice) return;
    const { rows, shown, takes, busy } = state();
    const sentences = sentencesToList(rows.slice(0, shown), (sentence) => sentence in takes || sentence in busy);
    if (!sentences.length) return;
    const current = generation;
    const signal = controller.signal;
    store.set({
      busy: { ...state().busy, ...Object.fromEntries(sentences.map((sentence) => [sentence, 'listing' as const])) },
      errors: Object.fromEntries(Object.entries(state().errors).filter(([sentence]) => !sentences.includes(sentence))),
    });
    await Promise.all(
      listBodies(voice, sentences).map(async (body) => {
        try {
          const answer = await client.takes.list(body, { signal, handled: true });
          if (current !== generation) return;
          const found: Record<string, SentenceTakes> = {};
          body.sentences.forEach((sentence, i) => {
            const takes = answer[i];
            if (takes) found[sentence] = takes;
          });
          store.set({ takes: { ...state().takes, ...found } });
        } catch (error) {
          if (current !== generation || isAbortError(error)) return;
          const text = message(error);
          store.set({
            errors: { ...state().errors, ...Object.fromEntries(body.sentences.map((sentence) => [sentence, text])) },
          });
        } finally {
          if (current === generation) {
            const next = { ...state().busy };
            for (const sentence of body.sentences) if (next[sentence] === 'listing') delete next[sentence];
            store.set({ busy: next });
          }
        }
      }),
    );
  };

  const audioUrl = async (sentence: string, take: number, signal: AbortSignal) => {
    const key = `${take}\u0000${sentence}`;
    const known = urls.get(key);
    if (known) return known;
    if (!voice) throw new Error(genericFailure);
    const bytes = await client.takes.audio({ ...voice, sentence, take }, { signal, handled: true });
    if (!bytes.byteLength) throw new Error(genericFailure);
    const url = URL.createObjectURL(new Blob([bytes], { type: 'audio/mpeg' }));
    urls.set(key, url);
    return url;
  };

  const play = async (sentence: string, take: number) => {
    stop();
    const attempt = playAttempt;
    const current = generation;
    clearError(sentence);
    store.set({ playing: { sentence, take, state: 'loading' } });
    try {
      const url = await audioUrl(sentence, take, controller.signal);
      if (attempt !== playAttempt || current !== generation) return;
      media ??= createMedia();
      const element = media;
      element.onended = () => {
        if (attempt === playAttempt) store.set({ playing: null });
      };
      if (element.src !== url) element.src = url;
      element.currentTime = 0;
      await element.play();
      if (attempt === playAttempt) store.set({ playing: { sentence, take, state: 'playing' } });
    } catch (error) {
      if (attempt !== playAttempt || current !== generation || isAbortError(error)) return;
      store.set({ playing: null });
      fail(sentence, error);
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    open: (document, next) => {
      stop();
      controller.abort();
      controller = new AbortController();
      generation += 1;
      // A take's audio stays what it was while the voice does.
      if (JSON.stringify(next) !== JSON.stringify(voice)) forgetAudio();
      voice = next;
      const rows = sentenceRows(document);
      // Takes of sentences no longer in the script are dropped; the others are asked for again (another tab may have pinned).
      store.set({ rows, shown: Math.min(rows.length, pageSize), takes: {}, busy: {}, errors: {}, playing: null });
      void list();
    },
    showMore: () => {
      const { rows, shown } = state();
      store.set({ shown: Math.min(rows.length, shown + pageSize) });
      void list();
    },
    retry: () => void list(),
    toggle: (sentence, take) => {
      const { playing } = state();
      if (playing && playing.sentence === sentence && playing.take === take) stop();
      else void play(sentence, take);
    },
    regenerate: async (sentence) => {
      const { takes, busy } = state();
      if (!voice || busy[sentence]) return;
      const refusal = regenerateRefusal(takes[sentence]);
      if (refusal) return void fail(sentence, refusal);
      clearError(sentence);
      setBusy(sentence, 'regenerating');
      const current = generation;
      try {
        const made = await client.takes.regenerate(
          { ...voice, sentence },
          { signal: controller.signal, handled: true },
        );
        if (current !== generation) return;
        store.set({ takes: { ...state().takes, [sentence]: made } });
        setBusy(sentence, null);
        void play(sentence, made.pinned);
      } catch (error) {
        if (current !== generation || isAbortError(error)) return;
        setBusy(sentence, null);
        fail(sentence, error);
      }
    },
    pin: async (sentence, take) => {
      const { takes, busy } = state();
      if (!voice || busy[sentence] || takes[sentence]?.pinned === take) return;
      clearError(sentence);
      setBusy(sentence, 'pinning');
      const current = generation;
      try {
        const pinned = await client.takes.pin(
          { ...voice, sentence, take },
          { signal: controller.signal, handled: true },
        );
        if (current !== generation) return;
        store.set({ takes: { ...state().takes, [sentence]: pinned } });
        setBusy(sentence, null);
      } catch (error) {
        if (current !== generation || isAbortError(error)) return;
        setBusy(sentence, null);
        fail(sentence, error);
      }
    },
    close: () => {
      stop();
      controller.abort();
      controller = new AbortController();
      generation += 1;
      store.set({ busy: {} });
    },
    dispose: () => {
      stop();
      controller.abort();
      forgetAudio();
      if (media) media.removeAttribute('src');
    },
  };
}
