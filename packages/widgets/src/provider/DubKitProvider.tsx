import {
  createDubKitClient,
  createDubKitStreams,
  createSessionStore,
  createStorageAuth,
  DEVELOPMENT_SIGNATURE_KEY,
  type DubKitClient,
  type DubKitStreams,
  type SessionAuth,
  type SessionSnapshot,
  type SessionStore,
  userFacingMessage,
} from '@dubkit/sdk-core';
import {
  createMembershipStore,
  type MembershipProductType,
  type MembershipSnapshot,
  type MembershipStore,
} from '@dubkit/sdk-core/membership';
import {
  createToaster,
  type DubKitTheme,
  DubKitThemeProvider,
  siblingTheme,
  type Toaster,
  ToastProvider,
} from '@dubkit/ui';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type Copy, createCopyCache } from './copy';
import type { Brand, MessageCatalogue } from './messages';
import { DEFAULT_SITE_PATHS, type SitePaths } from './paths';

export type { Brand };

export interface DubKitContextValue {
  client: DubKitClient;
  /** The assistant's streaming calls (chat, translate, edit, rewrite, inspiration apply). */
  streams: DubKitStreams;
  auth: SessionAuth;
  session: SessionStore;
  /** The signed-in user's membership, one for every widget; a payment anywhere refreshes it. */
  membership: MembershipStore;
  /** A catalogue's copy (a domain's, or `zhCN`) in the brand's name, with the provider's `messages` on top. */
  copy: <C extends Partial<MessageCatalogue>>(catalogue: C) => Copy<C>;
  toaster: Toaster;
  /** The sibling brand has no WeChat login anywhere. */
  brand: Brand;
  /** Goes to a product route, e.g. `/creation?anchorId=12`; the host maps it to its router. */
  navigate: (to: string) => void;
  /** The site's routes the widgets lead to: the provider's `paths` over the defaults. */
  paths: Readonly<SitePaths>;
  /** Origin of the DubKit API, for the few calls outside the contract (the QR-login confirmation). */
  baseUrl: string;
  /** The transport those calls use: the provider's `fetch`, else the global one. */
  fetch: typeof globalThis.fetch;
}

const DubKitContext = createContext<DubKitContextValue | null>(null);

export interface DubKitProviderProps {
  /** A ready client; else one is made for `baseUrl` with `auth`, reporting failures as toasts. */
  client?: DubKitClient;
  /** Origin of the DubKit API; empty for the page's own. */
  baseUrl?: string;
  /** A partner site's publishable key (with `auth` from `createPartnerAuth`), sent so the API answers its origin. */
  publishableKey?: string;
  /** Ready streams; else they are made for `baseUrl` with `auth`, `fetch` and `signatureKey`. */
  streams?: DubKitStreams;
  /** The stream signature key, matching the server's (the development key by default). */
  signatureKey?: string;
  /** Where the login lives; browser storage (shared across tabs) by default. */
  auth?: SessionAuth;
  theme?: DubKitTheme;
  brand?: Brand;
  /** Replace any product copy; the rest stays the zh-CN catalogue. */
  messages?: Partial<MessageCatalogue>;
  /** Called when a widget leads elsewhere in the product; defaults to a full page load. */
  onNavigate?: (to: string) => void;
  /** The site's routes where they differ from the defaults (`DEFAULT_SITE_PATHS`: /home, /anchors, /creation…). */
  paths?: Partial<SitePaths>;
  /** Transport of the client made here (tests and stories answer from mock handlers). */
  fetch?: typeof globalThis.fetch;
  children?: ReactNode;
}

const defaultNavigate = (to: string) => {
  window.location.assign(to);
};

const defaultFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);

/** Everything a DubKit widget needs: API client, login session, theme, copy, toasts and navigation. */
export function DubKitProvider({
  client,
  baseUrl = '',
  publishableKey,
  streams,
  signatureKey = DEVELOPMENT_SIGNATURE_KEY,
  auth,
  theme,
  brand = 'default',
  messages,
  onNavigate,
  paths,
  fetch: transport,
  children,
}: DubKitProviderProps) {
  const [toaster] = useState(() => createToaster());
  const [ownAuth] = useState(() => auth ?? createStorageAuth());
  const resolvedAuth = auth ?? ownAuth;
  const resolvedClient = useMemo(
    () =>
      client ??
      createDubKitClient({
        baseUrl,
        publishableKey,
        auth: resolvedAuth,
        fetch: transport,
        onError: (error) => toaster.error(userFacingMessage(error)),
      }),
    [client, baseUrl, publishableKey, resolvedAuth, toaster, transport],
  );
  // The session outlives a change of client (its pending login-required action stays); logout uses the latest one.
  const clientRef = useRef(resolvedClient);
  useEffect(() => {
    clientRef.current = resolvedClient;
  }, [resolvedClient]);
  const session = useMemo(
    () =>
      createSessionStore(resolvedAuth, {
        endSession: (token) => clientRef.current.auth.logout(undefined, { token, handled: true }),
      }),
    [resolvedAuth],
  );
  useEffect(() => () => session.dispose(), [session]);
  const membership = useMemo(
    () =>
      createMembershipStore({
        session,
        load: (signal) => clientRef.current.trade.memberInfo(undefined, { signal, handled: true }),
      }),
    [session],
  );
  useEffect(() => () => membership.dispose(), [membership]);
  const resolvedStreams = useMemo(
    () =>
      streams ?? createDubKitStreams({ baseUrl, publishableKey, auth: resolvedAuth, signatureKey, fetch: transport }),
    [streams, baseUrl, publishableKey, resolvedAuth, signatureKey, transport],
  );
  const copy = useMemo(() => createCopyCache(messages ?? {}, brand), [messages, brand]);
  const sitePaths = useMemo(() => (paths ? { ...DEFAULT_SITE_PATHS, ...paths } : DEFAULT_SITE_PATHS), [paths]);
  const value = useMemo<DubKitContextValue>(
    () => ({
      client: resolvedClient,
      streams: resolvedStreams,
      auth: resolvedAuth,
      session,
      membership,
      copy,
      toaster,
      brand,
      navigate: onNavigate ?? defaultNavigate,
      paths: sitePaths,
      baseUrl,
      fetch: transport ?? defaultFetch,
    }),
    [
      resolvedClient,
      resolvedStreams,
      resolvedAuth,
      session,
      membership,
      copy,
      toaster,
      brand,
      onNavigate,
      sitePaths,
      baseUrl,
      transport,
    ],
  );
  return (
    <DubKitContext.Provider value={value}>
      <DubKitThemeProvider theme={theme ?? (brand === 'sibling' ? siblingTheme() : undefined)}>
        <ToastProvider toaster={toaster}>{children}</ToastProvider>
      </DubKitThemeProvider>
    </DubKitContext.Provider>
  );
}

export function useDubKit(): DubKitContextValue {
  const value = useContext(DubKitContext);
  if (!value) throw new Error('DubKit widgets must be rendered inside <DubKitProvider>.');
  return value;
}

/** A catalogue's copy as the provider has it: a widget passes its domain's (`useSiteMessages`, …). */
export function useCopy<C extends Partial<MessageCatalogue>>(catalogue: C): Copy<C> {
  return useDubKit().copy(catalogue);
}

/** The site's routes the widgets lead to (DubKitProvider's `paths` over `DEFAULT_SITE_PATHS`). */
export function usePaths(): Readonly<SitePaths> {
  return useDubKit().paths;
}

export function useClient(): DubKitClient {
  return useDubKit().client;
}

/** The assistant's streaming calls (DubKitProvider's `streams`, or those it made). */
export function useStreams(): DubKitStreams {
  return useDubKit().streams;
}

/** The signed-in user, kept current across the page and other tabs. */
export function useSession(): SessionSnapshot &
  Pick<SessionStore, 'login' | 'logout' | 'requireLogin' | 'cancelLogin' | 'update'> {
  const { session } = useDubKit();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return {
    ...snapshot,
    login: session.login,
    logout: session.logout,
    requireLogin: session.requireLogin,
    cancelLogin: session.cancelLogin,
    update: session.update,
  };
}

/**
 * The signed-in user's membership (loaded on first use, after a login and after any payment), the same for the header,
 * the studio, the checkout and every plan; `paid` is what a successful payment calls.
 */
export function useMembership(): MembershipSnapshot & Pick<MembershipStore, 'refresh' | 'paid'> {
  const { membership } = useDubKit();
  const snapshot = useSyncExternalStore(membership.subscribe, membership.getSnapshot, membership.getSnapshot);
  useEffect(() => {
    membership.ensure();
  }, [membership]);
  return { ...snapshot, refresh: membership.refresh, paid: membership.paid };
}

/** The payment count of a separately sold plan (speech-to-text, assistant), for its widgets' load keys. */
export function useMemberPlanRevision(productType: MembershipProductType): number {
  const { membership } = useDubKit();
  const snapshot = useSyncExternalStore(membership.subscribe, membership.getSnapshot, membership.getSnapshot);
  return snapshot.revisions[productType];
}
