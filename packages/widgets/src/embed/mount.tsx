import { enableShadowDomSupport } from '@dubkit/ui';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { shadowContainers } from './styles';

enableShadowDomSupport();

/** What an element's lazily loaded part gives back: re-render with new props, or unmount. */
export interface Mounted<Props> {
  update(props: Props): void;
  unmount(): void;
}

/** Mounts a React tree into a shadow root: the app container, and the overlay layer it portals into. */
export function mountInShadow<Props>(
  shadowRoot: ShadowRoot,
  render: (props: Props, overlays: HTMLElement) => ReactNode,
): Mounted<Props> {
  const { app, overlays } = shadowContainers(shadowRoot);
  const root = createRoot(app);
  return {
    update: (props) => root.render(render(props, overlays)),
    unmount: () => {
      root.unmount();
      app.remove();
      overlays.remove();
    },
  };
}

/** An element's lazily loaded module. */
export interface ElementModule<Props> {
  mount(shadowRoot: ShadowRoot): Mounted<Props>;
}
