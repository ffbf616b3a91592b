import { PAYMENT_POLL_MS } from '../constants';
import type { OrderCheck, PresetOrder } from '../contract/trade';
import { createStore, type ReadableStore } from './store';

/** 1 alipay, 2 wechat. */
export type PayMethod = 1 | 2;

/**
 * creating: the pre-order is being made; waiting: its QR code is shown and polled; paid: status 1;
 * expired: status -1 (a click refreshes); failed: making or checking the order failed (silently, as the spec says).
 */
export type PaymentStatus = 'idle' | 'creating' | 'waiting' | 'paid' | 'expired' | 'failed';

export interface PaymentPane {
  status: PaymentStatus;
  order: PresetOrder | null;
}

export interface PaymentSnapshot {
  selected: PayMethod | null;
  panes: Readonly<Record<PayMethod, PaymentPane>>;
}

export interface PaymentOptions {
  /** Makes a pre-order of the chosen product for the pay method (pass `{ handled: true }` to the client). */
  createOrder: (payMethod: PayMethod) => Promise<PresetOrder>;
  checkOrder: (orderNo: string) => Promise<OrderCheck>;
  /** Paid: e.g. reload the member info. */
  onPaid?: (order: PresetOrder) => void;
  intervalMs?: number;
}

export interface PaymentStore extends ReadableStore<PaymentSnapshot> {
  /** Opens a pane: it gets a pre-order if it has none, and becomes the only one polling. */
  select(payMethod: PayMethod): void;
  /** A new pre-order for the selected pane, after expiry or failure. */
  refresh(): void;
  /** The product changed: both panes' orders are dropped and the selected pane gets a new one. */
  restart(): void;
  /** The dialog closed: polling stops and both panes reset. */
  close(): void;
}

const IDLE: PaymentPane = /* @__PURE__ */ Object.freeze({ status: 'idle', order: null });

/** The QR payment panes of the membership dialogs, polled every 5 s while shown (spec part 1 §4, part 2 §4). */
export function createPaymentStore(options: PaymentOptions): PaymentStore {
  const { createOrder, checkOrder, onPaid, intervalMs = PAYMENT_POLL_MS } = options;
  const store = createStore<PaymentSnapshot>({ selected: null, panes: { 1: IDLE, 2: IDLE } });
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The run whose pre-order each pane is waiting for. */
  const creating: Record<PayMethod, number> = { 1: -1, 2: -1 };

  const pane = (method: PayMethod) => store.getSnapshot().panes[method];
  const setPane = (method: PayMethod, next: PaymentPane) =>
    store.set({ panes: Object.freeze({ ...store.getSnapshot().panes, [method]: Object.freeze(next) }) });
  /** Stops whatever is polling or creating; late answers of the old run are ignored. */
  const halt = () => {
    run += 1;
    clearTimeout(timer);
  };
  /** Drops both panes, and any pre-order still being made for them. */
  const reset = () => {
    halt();
    creating[1] = creating[2] = -1;
    store.set({ panes: { 1: IDLE, 2: IDLE } });
  };

  const poll = (method: PayMethod, order: PresetOrder, current: number) => {
    timer = setTimeout(async () => {
      try {
        const { status } = await checkOrder(order.orderNo);
        if (current !== run) return;
        if (status === 1) {
          setPane(method, { status: 'paid', order });
          onPaid?.(order);
        } else if (status === -1) setPane(method, { status: 'expired', order });
        else poll(method, order, current);
      } catch {
        if (current === run) setPane(method, { status: 'failed', order });
      }
    }, intervalMs);
  };

  const open = async (method: PayMethod, fresh: boolean) => {
    halt();
    const current = run;
    store.set({ selected: method });
    const { status, order } = pane(method);
    if (!fresh && order && status === 'waiting') return poll(method, order, current);
    if (!fresh && status !== 'idle') return;
    creating[method] = current;
    setPane(method, { status: 'creating', order: null });
    let created: PresetOrder | null = null;
    try {
      created = await createOrder(method);
    } catch {
      // Pre-order failures are silent; the pane offers a refresh.
    }
    if (creating[method] !== current) return;
    setPane(method, created ? { status: 'waiting', order: created } : { status: 'failed', order: null });
    // A pane left while its order was being made keeps the order and polls once it is selected again.
    if (created && store.getSnapshot().selected === method) poll(method, created, run);
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    select: (method) => {
      void open(method, false);
    },
    refresh: () => {
      const { selected } = store.getSnapshot();
      if (selected) void open(selected, true);
    },
    restart: () => {
      reset();
      const { selected } = store.getSnapshot();
      if (selected) void open(selected, true);
    },
    close: () => {
      reset();
      store.set({ selected: null });
    },
  };
}
