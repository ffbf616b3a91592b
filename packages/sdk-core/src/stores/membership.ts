import { PRODUCT_TYPE } from '../constants';
import type { MemberInfo } from '../contract/trade';
import type { SessionStore } from './session';
import { createStore, type ReadableStore } from './store';

export type MembershipProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

export interface MembershipSnapshot {
  /** The signed-in user's general (dubbing) membership; null for visitors and until it loads. */
  info: MemberInfo | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** A current member: the loaded plan is active, else (until it loads) the session's vipLevel says so. */
  member: boolean;
  /**
   * How many times each separately sold plan (speech-to-text 200, assistant 300) was paid in this page: the widgets
   * showing that plan put it in their load key, so every one of them reloads after any payment of it.
   */
  revisions: Readonly<Record<MembershipProductType, number>>;
}

export interface MembershipStoreOptions {
  session: Pick<SessionStore, 'subscribe' | 'getSnapshot' | 'update'>;
  /** GET /api/tts/vip/member_info for the signed-in user. */
  load: (signal: AbortSignal) => Promise<MemberInfo>;
}

export interface MembershipStore extends ReadableStore<MembershipSnapshot> {
  /** Loads the membership once for the signed-in user (the widgets showing it call this when they mount). */
  ensure(): void;
  /** Loads it again, e.g. after a payment; resolves with the new info (null when signed out or it failed). */
  refresh(): Promise<MemberInfo | null>;
  /**
   * A plan was paid: the dubbing membership (100) is reloaded and the session's vipLevel follows it; another plan's
   * revision goes up so that its widgets reload.
   */
  paid(productType?: MembershipProductType): Promise<MemberInfo | null>;
  dispose(): void;
}

const activeMember = (info: MemberInfo | null) => !!info && info.vipLevel > 0 && !info.expired;

/**
 * The one source of the signed-in user's membership: the header's and the studio's membership buttons, the checkout
 * and every plan read it, and a payment anywhere refreshes it for all of them. It follows the session: a login loads
 * it (once someone asked for it), a logout clears it.
 */
export function createMembershipStore({ session, load }: MembershipStoreOptions): MembershipStore {
  const store = createStore<MembershipSnapshot>({
    info: null,
    status: 'idle',
    member: session.getSnapshot().member,
    revisions: { [PRODUCT_TYPE.tts]: 0, [PRODUCT_TYPE.asr]: 0, [PRODUCT_TYPE.gpt]: 0 },
  });
  let wanted = false;
  let token = session.getSnapshot().user?.token ?? null;
  let controller: AbortController | null = null;

  const run = async (): Promise<MemberInfo | null> => {
    controller?.abort();
    if (!token) {
      controller = null;
      store.set({ info: null, status: 'idle', member: false });
      return null;
    }
    const own = new AbortController();
    controller = own;
    store.set({ status: 'loading' });
    try {
      const info = await load(own.signal);
      if (own.signal.aborted) return null;
      store.set({ info, status: 'ready', member: activeMember(info) });
      if (session.getSnapshot().user && session.getSnapshot().user?.vipLevel !== info.vipLevel)
        session.update({ vipLevel: info.vipLevel });
      return info;
    } catch {
      if (!own.signal.aborted) store.set({ status: 'error' });
      return null;
    }
  };

  const unsubscribe = session.subscribe(() => {
    const next = session.getSnapshot().user?.token ?? null;
    if (next === token) {
      // Same login, e.g. a vipLevel update: a member until the plan says otherwise.
      if (store.getSnapshot().status !== 'ready') store.set({ member: session.getSnapshot().member });
      return;
    }
    token = next;
    store.set({ info: null, status: 'idle', member: session.getSnapshot().member });
    if (wanted || !token) void run();
  });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    ensure: () => {
      wanted = true;
      if (token && store.getSnapshot().status === 'idle') void run();
    },
    refresh: () => {
      wanted = true;
      return run();
    },
    paid: async (productType = PRODUCT_TYPE.tts) => {
      if (productType !== PRODUCT_TYPE.tts) {
        const { revisions } = store.getSnapshot();
        store.set({ revisions: { ...revisions, [productType]: revisions[productType] + 1 } });
        return store.getSnapshot().info;
      }
      wanted = true;
      return run();
    },
    dispose: () => {
      controller?.abort();
      unsubscribe();
    },
  };
}
