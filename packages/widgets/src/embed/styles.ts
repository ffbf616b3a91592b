/**
 * The style sheet every DubKit shadow root shares. The embed build registers each chunk's CSS (ui, editor and
 * widget styles as text) in a global list as the chunk loads; one constructable sheet holds it all.
 */

/** Where the built chunks put their CSS text (see the embed build's `embedCss` plugin). */
export const CSS_REGISTRY = Symbol.for('dubkit.embed.css');

/** The overlay layer: the highest z-index there is, so only a host layer of the same value that comes later in the page can cover it. */
export const OVERLAY_Z_INDEX = 2147483647;

/** The shadow roots' own rules: cut inheritance from the host page, our root's type, the overlay layer on top. */
export const HOST_CSS = `
:host{all:initial;display:block}
:host([hidden]){display:none}
:host(dubkit-tts-button){display:inline-block;vertical-align:middle}
.dk-embed-app,.dk-embed-overlays{all:initial}
.dk-embed-app{display:block}
.dk-embed-overlays{position:fixed;inset:0 auto auto 0;width:0;height:0;z-index:${OVERLAY_Z_INDEX}}
`;

/** True in the embed build (vite.embed.config.ts defines it): its chunks bring their CSS, the document's is never read. */
declare const __DUBKIT_EMBED_BUILD__: boolean | undefined;
const embedBuild = typeof __DUBKIT_EMBED_BUILD__ !== 'undefined' && __DUBKIT_EMBED_BUILD__;

type Registry = { push(...css: string[]): number; length: number; join(separator: string): string };
type GlobalWithRegistry = typeof globalThis & { [CSS_REGISTRY]?: Registry };

const registry = (): Registry => {
  const scope = globalThis as GlobalWithRegistry;
  scope[CSS_REGISTRY] ??= [];
  return scope[CSS_REGISTRY];
};

/** Adds CSS text to the shared sheet (what the built chunks do through the registry). */
export function registerCss(...css: string[]): void {
  registry().push(...css);
  syncStyles();
}

/** Without built CSS (a Vite dev server, tests), the widgets' styles are the document's Vite-injected ones. */
const devCss = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-vite-dev-id]')].map((s) => s.textContent).join('\n');

let sheet: CSSStyleSheet | null = null;
let applied = '';
const fallbacks = new Set<HTMLStyleElement>();
let observer: MutationObserver | null = null;

const canAdopt = () => 'adoptedStyleSheets' in ShadowRoot.prototype && 'replaceSync' in CSSStyleSheet.prototype;

function currentCss(): string {
  const built = registry();
  if (embedBuild || built.length > 0) return `${HOST_CSS}\n${built.join('\n')}`;
  // Vite adds a style element per module as it loads: follow them.
  observer ??= new MutationObserver(() => syncStyles());
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return `${HOST_CSS}\n${devCss()}`;
}

/** Brings the shared sheet (and any fallback style elements) up to the registered CSS. */
export function syncStyles(): void {
  const css = currentCss();
  if (css === applied) return;
  applied = css;
  sheet?.replaceSync(css);
  for (const style of fallbacks) style.textContent = css;
}

/** Gives a shadow root our styles: the shared constructable sheet, else a style element kept in sync. */
export function adoptStyles(root: ShadowRoot): void {
  if (canAdopt()) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      applied = '';
    }
    syncStyles();
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  if (root.querySelector('style[data-dubkit]')) return;
  const style = document.createElement('style');
  style.dataset.dubkit = '';
  fallbacks.add(style);
  applied = '';
  root.prepend(style);
  syncStyles();
}

/**
 * Creates the two containers in a shadow root: the app and, after it, the overlay layer dialogs, popovers and toasts
 * portal into.
 */
export function shadowContainers(root: ShadowRoot): { app: HTMLElement; overlays: HTMLElement } {
  adoptStyles(root);
  const app = document.createElement('div');
  app.className = 'dk-embed-app';
  const overlays = document.createElement('div');
  overlays.className = 'dk-embed-overlays';
  root.append(app, overlays);
  return { app, overlays };
}
