import { enableShadowDomSupport, PortalContainerProvider } from '@dubkit/ui';
import { type CSSProperties, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DubKitProvider, type DubKitProviderProps } from '../provider/DubKitProvider';
import { createEmbedAuth } from './session';
import { shadowContainers } from './styles';

enableShadowDomSupport();

export interface DubKitShadowRootProps extends DubKitProviderProps {
  /** The partner's URL answering `{ token, expire }`; its tokens sign the user in (else `auth`, else the site's). */
  tokenEndpoint?: string;
  /** Hears a token endpoint failure (its HTTP status, when it answered). */
  onTokenError?: (status: number | undefined) => void;
  /** Of the host element, which stays in the page's DOM; everything inside is in its shadow root. */
  className?: string;
  style?: CSSProperties;
}

/**
 * DubKit widgets in a shadow root from a React app: children render with a DubKitProvider inside an open shadow
 * root that carries our styles, and their dialogs, popovers and toasts portal into it. The page's CSS does not reach
 * them; theirs does not leak out.
 */
export function DubKitShadowRoot({
  tokenEndpoint,
  onTokenError,
  className,
  style,
  children,
  ...provider
}: DubKitShadowRootProps) {
  const host = useRef<HTMLDivElement>(null);
  const [containers, setContainers] = useState<{ app: HTMLElement; overlays: HTMLElement } | null>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const made = shadowContainers(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
    setContainers(made);
    return () => {
      made.app.remove();
      made.overlays.remove();
    };
  }, []);
  const reportToken = useRef(onTokenError);
  reportToken.current = onTokenError;
  const transport = provider.fetch;
  const partner = useMemo(
    () =>
      tokenEndpoint
        ? createEmbedAuth(
            { tokenEndpoint, fetch: transport },
            (detail) => reportToken.current?.(detail.status),
            () => '',
          )
        : null,
    [tokenEndpoint, transport],
  );
  useEffect(() => {
    partner?.start();
    return () => partner?.dispose();
  }, [partner]);
  return (
    <div ref={host} className={className} style={style} data-dubkit-shadow-host="">
      {containers &&
        createPortal(
          <PortalContainerProvider container={containers.overlays}>
            <DubKitProvider {...provider} auth={partner?.auth ?? provider.auth}>
              {children}
            </DubKitProvider>
          </PortalContainerProvider>,
          containers.app,
        )}
    </div>
  );
}
