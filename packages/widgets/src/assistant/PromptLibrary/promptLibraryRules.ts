import type { Prompt } from '@dubkit/sdk-core';

/** The language a card shows its prompt in, chosen on the card (spec part 2 §3). */
export type PromptLanguage = 'zh' | 'en';

/**
 * What the page call's `total` counts. The spec and the contract say the page count (`pages`, DubKit's server); a
 * host whose server answers the number of prompts instead passes `items`.
 */
export type PromptTotalMeaning = 'pages' | 'items';

/** The page count of a page reply, whichever the server's `total` counts. */
export function promptPageCount(total: number, pageSize: number, meaning: PromptTotalMeaning = 'pages'): number {
  const count = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0));
  return meaning === 'items' ? Math.ceil(count / Math.max(1, pageSize)) : count;
}

/** The text a card shows and copies: the prompt in its chosen language, the other one when that is missing. */
export function promptText(prompt: Prompt, language: PromptLanguage): string {
  const chosen = language === 'en' ? prompt.promptEn : prompt.promptZh;
  return chosen?.trim() ? chosen : ((language === 'en' ? prompt.promptZh : prompt.promptEn) ?? '');
}

/** A card's key for its language choice: the prompt's own title and subtitle, so the choice survives paging. */
export function promptKey(prompt: Prompt): string {
  return `${prompt.subtitle}\u0000${prompt.title}`;
}

/** The other language of the toggle. */
export function otherLanguage(language: PromptLanguage): PromptLanguage {
  return language === 'zh' ? 'en' : 'zh';
}
