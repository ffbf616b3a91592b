import { createDubKitClient, DubKitError, type SessionAuth } from '@dubkit/sdk-core';
import { PortalContainerProvider, type Toaster } from '@dubkit/ui';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { DubKitProvider, useDubKit } from '../provider/DubKitProvider';
import { createMessages } from '../provider/messages';
import { dispatchDubKitEvent } from './dispatch';
import type { DubKitErrorDetail } from './events';
import { createEmbedAuth } from './session';
import type { EmbedSettings } from './settings';
import { embedTheme } from './theme';

export interface EmbedProviderProps {
  settings: EmbedSettings;
  /** The custom element (or shadow host): events are fired from it. */
  host: HTMLElement;
  /** Where overlays portal: the overlay layer in our shadow root. */
  overlays: HTMLElement;
  children?: ReactNode;
}

/** Keeps the provider's toaster where the error reporter (made outside the provider) can reach it. */
function ToasterBridge({ toaster }: { toaster: { current: Toaster | null } }) {
  const { toaster: own } = useDubKit();
  toaster.current = own;
  return null;
}

/** createEmbedAuth for a React tree: made again when the endpoint or transport changes. */
export function useEmbedAuth(
  settings: Pick<EmbedSettings, 'tokenEndpoint' | 'fetch'>,
  report: (detail: DubKitErrorDetail) => void,
  tokenFailed: string,
): SessionAuth {
  const latest = useRef({ report, tokenFailed });
  latest.current = { report, tokenFailed };
  const { tokenEndpoint, fetch: transport } = settings;
  const embed = useMemo(
    () =>
      createEmbedAuth(
        { tokenEndpoint, fetch: transport },
        (detail) => latest.current.report(detail),
        () => latest.current.tokenFailed,
      ),
    [tokenEndpoint, transport],
  );
  useEffect(() => {
    embed.start();
    return () => embed.dispose();
  }, [embed]);
  return embed.auth;
}

/**
 * DubKitProvider for an element: the theme and copy from its attributes, a client sending the publishable key,
 * failures reported as `dubkit:error` and a toast, overlays in our shadow root, navigation as `dubkit:navigate`.
 */
export function EmbedProvider({ settings, host, overlays, children }: EmbedProviderProps) {
  const { baseUrl, publishableKey, messages, fetch: transport } = settings;
  const toaster = useRef<Toaster | null>(null);
  const catalogue = useMemo(() => createMessages(messages), [messages]);
  const report = (detail: DubKitErrorDetail) => {
    dispatchDubKitEvent(host, 'dubkit:error', detail);
    toaster.current?.error(detail.message);
  };
  const reporter = useRef(report);
  reporter.current = report;
  const auth = useEmbedAuth(settings, report, catalogue.embedTokenFailed);
  const client = useMemo(
    () =>
      createDubKitClient({
        baseUrl,
        publishableKey,
        auth,
        fetch: transport,
        onError: (error) =>
          reporter.current({
            code: 'api',
            message: error.message,
            status: error instanceof DubKitError ? error.code : undefined,
          }),
      }),
    [baseUrl, publishableKey, auth, transport],
  );
  const theme = useMemo(() => embedTheme(settings), [settings]);
  return (
    <PortalContainerProvider container={overlays}>
      <DubKitProvider
        client={client}
        baseUrl={baseUrl}
        publishableKey={publishableKey}
        auth={auth}
        theme={theme}
        messages={messages}
        fetch={transport}
        onNavigate={(to) => dispatchDubKitEvent(host, 'dubkit:navigate', { to })}
      >
        <ToasterBridge toaster={toaster} />
        {children}
      </DubKitProvider>
    </PortalContainerProvider>
  );
}
