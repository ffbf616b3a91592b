import { createContext, type ReactNode, useContext } from 'react';
import { enableShadowDOM } from 'react-stately/private/flags/flags';

const PortalContainerContext = createContext<Element | DocumentFragment | null>(null);

export interface PortalContainerProviderProps {
  /** Where dialogs, popovers, menus, tooltips and toasts render: an element in a shadow root, say. */
  container: Element | DocumentFragment | null;
  children?: ReactNode;
}

/** Overlays below portal into `container` instead of the document body (widgets mounted in a shadow root). */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/** The nearest PortalContainerProvider's container, else the document body. */
export function usePortalContainer(): Element | DocumentFragment {
  return useContext(PortalContainerContext) ?? document.body;
}

/**
 * Call once before rendering into a shadow root: focus scopes, focus checks and outside presses then look through
 * shadow boundaries (React Aria's shadow DOM support is opt-in).
 */
export function enableShadowDomSupport(): void {
  enableShadowDOM();
}

/** The focused element in `node`'s own tree: in a shadow root, the document's is only the shadow host. */
export function activeElementOf(node: Node | null | undefined): Element | null {
  const root = node?.getRootNode() as Document | ShadowRoot | undefined;
  return root && 'activeElement' in root ? root.activeElement : document.activeElement;
}
