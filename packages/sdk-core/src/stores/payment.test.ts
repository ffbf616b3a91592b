import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderCheck, PresetOrder } from '../contract/trade';
import { deferred } from '../testing';
import { createPaymentStore, type PayMethod } from './payment';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  let issued = 0;
  const statuses = new Map<string, Array<number | Error>>();
  const createOrder = vi.fn(
    async (payMethod: PayMethod): Promise<PresetOrder> => ({
      orderNo: `NO${++issued}`,
      qrcode: `pay://${issued}`,
      amount: 168,
      payMethod,
    }),
  );
  const checkOrder = vi.fn(async (orderNo: string): Promise<OrderCheck> => {
    const next = statuses.get(orderNo)?.shift() ?? 0;
    if (next instanceof Error) throw next;
    return { status: next, subtitle: '' };
  });
  const onPaid = vi.fn();
  const store = createPaymentStore({ createOrder, checkOrder, onPaid });
  return {
    store,
    createOrder,
    checkOrder,
    onPaid,
    answer: (orderNo: string, ...s: Array<number | Error>) => statuses.set(orderNo, s),
  };
}

describe('createPaymentStore', () => {
  it('makes a pre-order for the opened pane and polls it every 5 s until paid, then refreshes member info', async () => {
    const { store, checkOrder, onPaid, answer } = setup();
    answer('NO1', 0, 0, 1);

    store.select(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toMatchObject({
      selected: 1,
      panes: { 1: { status: 'waiting', order: { orderNo: 'NO1' } } },
    });

    await vi.advanceTimersByTimeAsync(4999);
    expect(checkOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_001);
    expect(checkOrder).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot().panes[1].status).toBe('paid');
    expect(onPaid).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ orderNo: 'NO1' }));

    await vi.advanceTimersByTimeAsync(20_000);
    expect(checkOrder).toHaveBeenCalledTimes(3);
  });

  it('marks an expired code and stops; a refresh makes a new pre-order', async () => {
    const { store, checkOrder, createOrder, answer } = setup();
    answer('NO1', -1);
    store.select(2);
    await vi.advanceTimersByTimeAsync(5000);

    expect(store.getSnapshot().panes[2].status).toBe('expired');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checkOrder).toHaveBeenCalledOnce();

    store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().panes[2]).toMatchObject({ status: 'waiting', order: { orderNo: 'NO2', payMethod: 2 } });
  });

  it('stops polling quietly when a check fails', async () => {
    const { store, checkOrder, onPaid, answer } = setup();
    answer('NO1', new Error('网络请求超时'));
    store.select(1);
    await vi.advanceTimersByTimeAsync(5000);

    expect(store.getSnapshot().panes[1]).toMatchObject({ status: 'failed', order: { orderNo: 'NO1' } });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checkOrder).toHaveBeenCalledOnce();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('marks a failed pre-order quietly', async () => {
    const { store, createOrder } = setup();
    createOrder.mockRejectedValueOnce(new Error('下单失败'));
    store.select(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().panes[1]).toEqual({ status: 'failed', order: null });
  });

  it('polls only the selected pane, and resumes a pane’s order when it is selected again', async () => {
    const { store, checkOrder, createOrder } = setup();
    store.select(1);
    await vi.advanceTimersByTimeAsync(0);
    store.select(2);
    await vi.advanceTimersByTimeAsync(10_000);

    expect(checkOrder.mock.calls.map(([orderNo]) => orderNo)).toEqual(['NO2', 'NO2']);

    store.select(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(checkOrder.mock.calls.at(-1)).toEqual(['NO1']);
  });

  it('keeps an order that arrives after its pane was left, and polls it when selected again', async () => {
    const { store, checkOrder, createOrder } = setup();
    const slow = deferred<PresetOrder>();
    createOrder.mockImplementationOnce(() => slow.promise);
    store.select(1);
    store.select(2);
    await vi.advanceTimersByTimeAsync(0);
    slow.resolve({ orderNo: 'SLOW', qrcode: 'pay://slow', amount: 168, payMethod: 1 });
    await vi.advanceTimersByTimeAsync(5000);

    expect(store.getSnapshot().panes[1]).toMatchObject({ status: 'waiting', order: { orderNo: 'SLOW' } });
    expect(checkOrder.mock.calls.map(([orderNo]) => orderNo)).not.toContain('SLOW');

    store.select(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(checkOrder.mock.calls.at(-1)).toEqual(['SLOW']);
  });

  it('makes new pre-orders when the product changes, ignoring the old product’s late order', async () => {
    const { store, createOrder } = setup();
    const old = deferred<PresetOrder>();
    createOrder.mockImplementationOnce(() => old.promise);
    store.select(1);
    store.restart();
    await vi.advanceTimersByTimeAsync(0);
    old.resolve({ orderNo: 'OLD', qrcode: 'pay://old', amount: 29, payMethod: 1 });
    await vi.advanceTimersByTimeAsync(0);

    expect(store.getSnapshot().panes[1].order?.orderNo).toBe('NO1');
  });

  it('stops and resets both panes when the dialog closes', async () => {
    const { store, checkOrder } = setup();
    store.select(1);
    await vi.advanceTimersByTimeAsync(0);
    store.close();
    await vi.advanceTimersByTimeAsync(20_000);

    expect(checkOrder).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({
      selected: null,
      panes: { 1: { status: 'idle', order: null }, 2: { status: 'idle', order: null } },
    });
  });
});
