import { createStore, type DubKitClient, type Prompt, type ReadableStore } from '@dubkit/sdk-core';
import { PROMPT_PAGE_SIZE } from '@dubkit/sdk-core/assistant';
import { type PromptLanguage, type PromptTotalMeaning, promptKey, promptPageCount } from './promptLibraryRules';

/** loading: a page is on its way; ready: the page is shown; failed: it could not be loaded (quietly, spec §8). */
export type PromptLibraryStatus = 'loading' | 'ready' | 'failed';

export interface PromptLibrarySnapshot {
  status: PromptLibraryStatus;
  /** The page asked for (1-based); after a failed load, the page still shown. */
  page: number;
  /** Pages there are, from the last reply; 0 before the first one or when the library is empty. */
  pageCount: number;
  /** The prompts of the page shown; the previous page's stay while the next loads or when it fails. */
  prompts: readonly Prompt[];
  /** Each card's chosen language by `promptKey`; a card not listed shows Chinese. */
  languages: Readonly<Record<string, PromptLanguage>>;
}

export interface PromptLibraryStore extends ReadableStore<PromptLibrarySnapshot> {
  /** Loads a page (the current one again when not given); an earlier load still going is dropped. */
  load(page?: number): Promise<void>;
  /** Shows the card's prompt in this language. */
  setLanguage(prompt: Prompt, language: PromptLanguage): void;
  dispose(): void;
}

export interface PromptLibraryOptions {
  calls: Pick<DubKitClient['gpt'], 'promptList'>;
  pageSize?: number;
  /** What the reply's `total` counts (`pages` by default, as the spec says). */
  totalIs?: PromptTotalMeaning;
  page?: number;
}

/** The prompt library (spec part 2 §2, §3, §7, §8): twelve prompts a page, a language per card, quiet failures. */
export function createPromptLibraryStore({
  calls,
  pageSize = PROMPT_PAGE_SIZE,
  totalIs = 'pages',
  page = 1,
}: PromptLibraryOptions): PromptLibraryStore {
  const store = createStore<PromptLibrarySnapshot>({
    status: 'loading',
    page,
    pageCount: 0,
    prompts: [],
    languages: {},
  });
  let request: AbortController | null = null;
  /** The page whose prompts are shown, once one has loaded. */
  let shown: number | null = null;

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async load(next = store.getSnapshot().page) {
      request?.abort();
      const controller = new AbortController();
      request = controller;
      store.set({ status: 'loading', page: next });
      try {
        const reply = await calls.promptList({ page: next, pageSize }, { handled: true, signal: controller.signal });
        if (controller.signal.aborted) return;
        shown = next;
        store.set({
          status: 'ready',
          prompts: reply.list ?? [],
          pageCount: promptPageCount(reply.total, pageSize, totalIs),
        });
      } catch {
        // Prompt-load failure is handled quietly (spec §8): no toast; the last page shown stays, and so does its number.
        if (!controller.signal.aborted) store.set({ status: 'failed', page: shown ?? next });
      } finally {
        if (request === controller) request = null;
      }
    },
    setLanguage(prompt, language) {
      const { languages } = store.getSnapshot();
      const key = promptKey(prompt);
      if ((languages[key] ?? 'zh') === language) return;
      store.set({ languages: { ...languages, [key]: language } });
    },
    dispose() {
      request?.abort();
      request = null;
    },
  };
}
