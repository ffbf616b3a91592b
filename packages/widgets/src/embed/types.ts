/**
 * Types of `@dubkit/widgets/embed` (the script-tag build): the elements, their events' details, and the JSX
 * declarations for React 19 hosts. `import type {} from '@dubkit/widgets/embed'` brings them in.
 */
import type { DOMAttributes, HTMLAttributes, RefAttributes } from 'react';
import type { MessageCatalogue } from '../provider/messages';
import type { DubKitElementEventMap } from './events';

export type * from './events';

/** Attributes every element takes (kebab-case in HTML; camelCase properties mirror them). */
export interface DubKitCommonAttributes {
  /** Origin of the DubKit API, e.g. `https://dubkit.example.com`; the page's own when absent. */
  'base-url'?: string;
  /** The partner's publishable key (`pk_…`), sent as `X-DubKit-Key`. */
  'publishable-key'?: string;
  /** The partner's URL answering `{ token, expire }` for its signed-in user (fetched with the page's cookies). */
  'token-endpoint'?: string;
  theme?: 'light' | 'dark';
  /** Any CSS colour; hover and pressed shades are mixed from it. */
  'theme-brand'?: string;
  'theme-radius'?: 'none' | 'small' | 'medium' | 'large';
  /** JSON object of message keys to text, e.g. `{"embedRead":"Listen"}`. */
  locale?: string;
}

/** The properties every element has: the attributes' camelCase mirrors, `messages` and `fetch`. */
export interface DubKitElementProperties {
  baseUrl: string | null;
  publishableKey: string | null;
  tokenEndpoint: string | null;
  theme: string | null;
  themeBrand: string | null;
  themeRadius: string | null;
  locale: string | null;
  /** Message keys to text (wins over `locale`). */
  messages: Partial<MessageCatalogue> | undefined;
  /** Transport of API and token calls; the global fetch by default. */
  fetch: typeof globalThis.fetch | undefined;
}

type Listeners = {
  addEventListener<K extends keyof DubKitElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: DubKitElementEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof DubKitElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: DubKitElementEventMap[K]) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
};

export type DubKitAnchorPickerElement = HTMLElement & DubKitElementProperties & Listeners;

export type DubKitStudioElement = HTMLElement &
  DubKitElementProperties &
  Listeners & { anchorId: string | null; anchorType: string | null; templateId: string | null; workId: string | null };

export type DubKitTtsButtonElement = HTMLElement &
  DubKitElementProperties &
  Listeners & {
    text: string | null;
    for: string | null;
    anchorId: string | null;
    templateId: string | null;
    auditionKey: string | null;
  };

/** React 19 event props: `on` + the event's name, e.g. `ondubkit:error={(event) => event.detail.message}`. */
type EventProps = {
  [K in keyof DubKitElementEventMap as `on${K}`]?: (event: DubKitElementEventMap[K]) => void;
};

type ElementProps<Element, Own> = Omit<HTMLAttributes<Element>, keyof DOMAttributes<Element> | 'theme'> &
  Pick<DOMAttributes<Element>, 'children'> &
  RefAttributes<Element> &
  DubKitCommonAttributes &
  Partial<Pick<DubKitElementProperties, 'messages' | 'fetch'>> &
  EventProps &
  Own;

declare global {
  interface HTMLElementTagNameMap {
    'dubkit-anchor-picker': DubKitAnchorPickerElement;
    'dubkit-studio': DubKitStudioElement;
    'dubkit-tts-button': DubKitTtsButtonElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'dubkit-anchor-picker': ElementProps<DubKitAnchorPickerElement, object>;
      'dubkit-studio': ElementProps<
        DubKitStudioElement,
        {
          'anchor-id'?: number | string;
          'anchor-type'?: 0 | 1 | '0' | '1';
          'template-id'?: number | string;
          'work-id'?: number | string;
        }
      >;
      'dubkit-tts-button': ElementProps<
        DubKitTtsButtonElement,
        {
          text?: string;
          for?: string;
          'anchor-id'?: number | string;
          'template-id'?: number | string;
          'audition-key'?: string;
        }
      >;
    }
  }
}
