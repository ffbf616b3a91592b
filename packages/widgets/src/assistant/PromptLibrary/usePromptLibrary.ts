import { useEffect } from 'react';
import { useDubKit } from '../../provider';
import { format } from '../../shared/format';
import { useOwnStore } from '../../shared/useStore';
import { useAssistantMessages } from '../copy';
import { type PromptLanguage, type PromptTotalMeaning, promptKey, promptText } from './promptLibraryRules';
import { createPromptLibraryStore } from './promptLibraryStore';

export interface UsePromptLibraryOptions {
  /** What the page reply's `total` counts: `pages` (the spec, DubKit's server; default) or `items`. */
  totalIs?: PromptTotalMeaning;
  /** Prompts a page; the spec's 12 by default. */
  pageSize?: number;
}

/**
 * The prompt library: a page of prompts from POST /api/gpt/prompt/list, each card in its chosen language with its
 * copy text, and the pager. A failed load is quiet (spec §8): no toast, the last page stays, a reload is offered.
 */
export function usePromptLibrary({ totalIs, pageSize }: UsePromptLibraryOptions = {}) {
  const { client } = useDubKit();
  const messages = useAssistantMessages();
  const [store, snapshot] = useOwnStore(
    () => createPromptLibraryStore({ calls: client.gpt, totalIs, pageSize }),
    (own) => own.dispose(),
  );
  useEffect(() => {
    void store.load();
  }, [store]);

  const { status, page, pageCount, prompts, languages } = snapshot;
  const cards = prompts.map((prompt, index) => {
    const key = promptKey(prompt);
    const language: PromptLanguage = languages[key] ?? 'zh';
    return {
      key: `${index}:${key}`,
      title: prompt.title,
      subtitle: prompt.subtitle,
      language,
      text: promptText(prompt, language),
      copyLabel: format(messages.promptCopyName, { title: prompt.title }),
      setLanguage: (next: PromptLanguage) => store.setLanguage(prompt, next),
    };
  });

  return {
    status,
    loading: status === 'loading',
    /** The first page is still on its way: nothing to show yet. */
    firstLoad: status === 'loading' && cards.length === 0 && pageCount === 0,
    failed: status === 'failed',
    empty: status !== 'loading' && cards.length === 0,
    page,
    pageCount,
    cards,
    goTo: (next: number) => void store.load(next),
    reload: () => void store.load(),
    copyMessages: {
      success: messages.copySucceeded,
      fallback: messages.copyFallback,
      failure: messages.copyFailed,
      empty: messages.copyEmpty,
    },
  };
}
