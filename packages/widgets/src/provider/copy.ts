import type { Brand, MessageCatalogue } from './messages';
import { coreMessages } from './messages/core';

/** A widget's copy: its catalogue's entries, in the brand's name, with a partner's overrides on top. */
export type Copy<C> = { readonly [K in keyof C]: string };

/** The sibling brand's name and logo mark. */
export const SIBLING_BRAND = { name: 'DubKit', mark: 'D' } as const;

const DEFAULT_NAME = coreMessages.brandName;
const HAN = /[\u3400-\u9fff]/;

/** A line of copy in the sibling's name: a Latin name gets a space beside Chinese characters (登录 DubKit). */
function inSiblingName(text: string): string {
  return text.replaceAll(DEFAULT_NAME, (_name, at: number) => {
    const before = HAN.test(text.charAt(at - 1)) ? ' ' : '';
    const after = HAN.test(text.charAt(at + DEFAULT_NAME.length)) ? ' ' : '';
    return `${before}${SIBLING_BRAND.name}${after}`;
  });
}

/** A catalogue's copy in the brand's name, with the overrides of its keys on top. */
export function localise<C extends Partial<MessageCatalogue>>(
  catalogue: C,
  overrides: Partial<MessageCatalogue>,
  brand: Brand,
): Copy<C> {
  const copy: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogue) as [keyof MessageCatalogue, string][]) {
    const branded = brand !== 'sibling' ? text : key === 'brandMark' ? SIBLING_BRAND.mark : inSiblingName(text);
    copy[key] = key in overrides ? (overrides[key] as string) : branded;
  }
  return copy as Copy<C>;
}

/** Localises each catalogue once per provider (catalogues are module constants). */
export function createCopyCache(overrides: Partial<MessageCatalogue>, brand: Brand) {
  const cache = new WeakMap<object, unknown>();
  return <C extends Partial<MessageCatalogue>>(catalogue: C): Copy<C> => {
    let copy = cache.get(catalogue) as Copy<C> | undefined;
    if (!copy) {
      copy = localise(catalogue, overrides, brand);
      cache.set(catalogue, copy);
    }
    return copy;
  };
}
