import type { ThemeOptions } from '@dubkit/ui';
import type { MessageCatalogue } from '../provider/messages';

/** What every element takes: its common attributes (and properties) resolved. */
export interface EmbedSettings {
  /** Origin of the DubKit API; empty for the page's own. */
  baseUrl: string;
  publishableKey: string | undefined;
  /** The partner's URL answering `{ token, expire }` for the signed-in user. */
  tokenEndpoint: string | undefined;
  theme: 'light' | 'dark';
  themeBrand: string | undefined;
  themeRadius: ThemeOptions['radius'] | undefined;
  messages: Partial<MessageCatalogue> | undefined;
  /** Transport for API and token calls (tests answer from mock handlers). */
  fetch: typeof globalThis.fetch | undefined;
}

const RADII = new Set(['none', 'small', 'medium', 'large']);

/** `theme-radius`: none, small, medium or large; anything else keeps the theme's. */
export const radiusOf = (value: string | null | undefined): ThemeOptions['radius'] | undefined =>
  value && RADII.has(value) ? (value as ThemeOptions['radius']) : undefined;

/** `locale`: a JSON object of message keys to text; anything else is ignored. */
export function localeOf(value: string | null | undefined): Partial<MessageCatalogue> | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(Object.entries(parsed).filter(([, text]) => typeof text === 'string'));
  } catch {
    return undefined;
  }
}
