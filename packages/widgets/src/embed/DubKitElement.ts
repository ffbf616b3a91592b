import type { MessageCatalogue } from '../provider/messages';
import type { ElementModule, Mounted } from './mount';
import { type EmbedSettings, localeOf, radiusOf } from './settings';
import { adoptStyles, syncStyles } from './styles';

/** The attributes every element takes; each has a camelCase property that reflects it. */
export const COMMON_ATTRIBUTES = [
  'base-url',
  'publishable-key',
  'token-endpoint',
  'theme',
  'theme-brand',
  'theme-radius',
  'locale',
] as const;

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A DubKit custom element: an open shadow root with our styles, its React part loaded on first connect, re-rendered
 * on any attribute or property change (coalesced to one render a microtask).
 */
export abstract class DubKitElement<Props extends { settings: EmbedSettings }> extends HTMLElement {
  #mounted: Mounted<Props> | null = null;
  #loading: Promise<ElementModule<Props>> | null = null;
  #scheduled = false;
  #messages: Partial<MessageCatalogue> | undefined;
  #fetch: typeof globalThis.fetch | undefined;

  constructor() {
    super();
    adoptStyles(this.attachShadow({ mode: 'open' }));
  }

  /** Loads the element's React part (a separate chunk). */
  protected abstract load(): Promise<ElementModule<Props>>;
  /** The element's props from its attributes and properties. */
  protected abstract props(settings: EmbedSettings): Props;

  connectedCallback(): void {
    this.#upgradeProperties();
    this.update();
  }

  /** A property the page set before the element was defined sits on the instance, hiding our setter: move it. */
  #upgradeProperties(): void {
    const own = this as unknown as Record<string, unknown>;
    const names = [
      'messages',
      'fetch',
      ...(this.constructor as unknown as { observedAttributes: string[] }).observedAttributes,
    ];
    for (const name of names.map(camel)) {
      if (!Object.hasOwn(this, name)) continue;
      const value = own[name];
      delete own[name];
      own[name] = value;
    }
  }

  disconnectedCallback(): void {
    // A move (remove then append in one task) keeps the mounted tree.
    queueMicrotask(() => {
      if (this.isConnected || !this.#mounted) return;
      this.#mounted.unmount();
      this.#mounted = null;
    });
  }

  attributeChangedCallback(): void {
    this.update();
  }

  /** Message keys to text over the zh-CN copy; wins over the `locale` attribute. */
  get messages(): Partial<MessageCatalogue> | undefined {
    return this.#messages ?? localeOf(this.getAttribute('locale'));
  }
  set messages(value: Partial<MessageCatalogue> | undefined) {
    this.#messages = value;
    this.update();
  }

  /** The transport of API and token calls; the global fetch by default. */
  get fetch(): typeof globalThis.fetch | undefined {
    return this.#fetch;
  }
  set fetch(value: typeof globalThis.fetch | undefined) {
    this.#fetch = value;
    this.update();
  }

  protected settings(): EmbedSettings {
    return {
      baseUrl: this.getAttribute('base-url') ?? '',
      publishableKey: this.getAttribute('publishable-key') || undefined,
      tokenEndpoint: this.getAttribute('token-endpoint') || undefined,
      theme: this.getAttribute('theme') === 'dark' ? 'dark' : 'light',
      themeBrand: this.getAttribute('theme-brand') || undefined,
      themeRadius: radiusOf(this.getAttribute('theme-radius')),
      messages: this.messages,
      fetch: this.#fetch,
    };
  }

  /** Schedules a render with the current attributes and properties. */
  protected update(): void {
    if (this.#scheduled || !this.isConnected) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      void this.#render();
    });
  }

  async #render(): Promise<void> {
    this.#loading ??= this.load();
    const module = await this.#loading;
    // The chunk's CSS registered as it loaded.
    syncStyles();
    if (!this.isConnected || !this.shadowRoot) return;
    this.#mounted ??= module.mount(this.shadowRoot);
    this.#mounted.update(this.props(this.settings()));
  }
}

/** Defines a string property reflecting `attribute` on `element`'s prototype. */
export function reflect(element: CustomElementConstructor, attribute: string): void {
  Object.defineProperty(element.prototype, camel(attribute), {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      return this.getAttribute(attribute);
    },
    set(this: HTMLElement, value: unknown) {
      if (value === null || value === undefined || value === false) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}

/** Defines `name` unless the page defined it already (the script loaded twice). */
export function define(name: string, element: CustomElementConstructor & { observedAttributes: readonly string[] }) {
  for (const attribute of element.observedAttributes) reflect(element, attribute);
  if (!customElements.get(name)) customElements.define(name, element);
}

/** A number attribute: a non-negative integer, else null. */
export function idAttribute(element: HTMLElement, name: string): number | null {
  const value = element.getAttribute(name);
  const number = Number(value);
  return value !== null && value !== '' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}
