import type { DrawTask, DubKitClient } from '@dubkit/sdk-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawTask } from '../../testing/draw/draw';
import { createDrawWorksStore } from './drawWorksStore';

type DrawClient = Pick<DubKitClient, 'draw'>;

/** A client over `all` tasks, newest first, with spies on each call. */
function fakeClient(all: DrawTask[]) {
  const tasks = vi.fn(async ({ page = 1, pageSize = 10 }: { page?: number; pageSize?: number }) => ({
    list: all.slice((page - 1) * pageSize, page * pageSize),
    hasMore: page * pageSize < all.length,
  }));
  const check = vi.fn(async ({ taskCode }: { taskCode: string }) => ({
    ...(all.find((task) => task.taskCode === taskCode) as DrawTask),
    taskStatus: 2,
    taskStatusText: '已完成',
  }));
  const regenerate = vi.fn(async ({ taskCode }: { taskCode: string }) => ({
    ...(all.find((task) => task.taskCode === taskCode) as DrawTask),
    taskStatus: 0,
    imageList: [],
  }));
  const remove = vi.fn(async () => undefined);
  const client = { draw: { tasks, check, regenerate, delete: remove } } as unknown as DrawClient;
  return { client, tasks, check, regenerate, remove };
}

const many = (total: number, patch: Partial<DrawTask> = {}) =>
  Array.from({ length: total }, (_, index) => drawTask(index, patch));

describe('createDrawWorksStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads pages of 10, the first at once and each later one after 500 ms, until there are no more', async () => {
    const fake = fakeClient(many(25));
    const store = createDrawWorksStore(fake.client);
    await store.loadMore();
    expect(store.getSnapshot().tasks).toHaveLength(10);
    expect(fake.tasks).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 }, expect.anything());

    const second = store.loadMore();
    expect(store.getSnapshot().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(fake.tasks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(fake.tasks).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 }, expect.anything());

    const third = store.loadMore();
    await vi.advanceTimersByTimeAsync(500);
    await third;
    expect(store.getSnapshot()).toMatchObject({ page: 3, hasMore: false, ended: true, loading: false });
    expect(store.getSnapshot().tasks).toHaveLength(25);
    await store.loadMore();
    expect(fake.tasks).toHaveBeenCalledTimes(3);
  });

  it('puts a new task at the top and does not repeat it when the next page, shifted by it, brings it again', async () => {
    const all = many(12);
    const fake = fakeClient(all);
    const store = createDrawWorksStore(fake.client, { loadDelayMs: 0 });
    await store.loadMore();
    const fresh = drawTask(99, { taskStatus: 0 });
    store.prepend(fresh);
    all.unshift(fresh);
    await store.loadMore();
    const codes = store.getSnapshot().tasks.map((task) => task.taskCode);
    expect(codes[0]).toBe(fresh.taskCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(13);
  });

  it('ends the list only when a page says so, not when a task created into an empty list is its one task', async () => {
    const store = createDrawWorksStore(fakeClient([]).client);
    await store.loadMore();
    expect(store.getSnapshot()).toMatchObject({ hasMore: false, ended: false, tasks: [] });
    store.prepend(drawTask(1, { taskStatus: 0 }));
    expect(store.getSnapshot()).toMatchObject({ ended: false, tasks: [expect.objectContaining({ taskStatus: 0 })] });
  });

  it('stops after a failed page until retried', async () => {
    const fake = fakeClient(many(15));
    fake.tasks.mockRejectedValueOnce(new Error('网络请求超时'));
    const store = createDrawWorksStore(fake.client, { loadDelayMs: 0 });
    await store.loadMore();
    expect(store.getSnapshot()).toMatchObject({ failure: '网络请求超时', loading: false, tasks: [] });
    await store.loadMore();
    expect(fake.tasks).toHaveBeenCalledTimes(1);
    await store.retry();
    expect(store.getSnapshot()).toMatchObject({ failure: null, page: 1 });
    expect(store.getSnapshot().tasks).toHaveLength(10);
  });

  it('replaces a task with its check, its regeneration, and drops it when deleted', async () => {
    const fake = fakeClient(many(3, { taskStatus: 1 }));
    const store = createDrawWorksStore(fake.client);
    await store.loadMore();
    const [first, second, third] = store.getSnapshot().tasks.map((task) => task.taskCode) as [string, string, string];
    await store.refresh(first);
    expect(store.getSnapshot().tasks[0]?.taskStatus).toBe(2);
    await store.regenerate(first);
    expect(store.getSnapshot().tasks[0]).toMatchObject({ taskStatus: 0, imageList: [] });
    expect(await store.remove(second)).toBe(true);
    expect(store.getSnapshot().tasks.map((task) => task.taskCode)).toEqual([first, third]);
    fake.remove.mockRejectedValueOnce(new Error('任务不存在'));
    expect(await store.remove(third)).toBe(false);
    expect(store.getSnapshot().tasks).toHaveLength(2);
    expect(store.getSnapshot().busy).toEqual({});
  });

  it('checks the tasks in progress every beat until they are done, and stops when disposed', async () => {
    const fake = fakeClient([drawTask(1, { taskStatus: 0 }), drawTask(2, { taskStatus: 2 })]);
    const store = createDrawWorksStore(fake.client, { pollMs: 1000 });
    await store.loadMore();
    store.startPolling();
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.check).toHaveBeenCalledTimes(1);
    expect(fake.check).toHaveBeenLastCalledWith({ taskCode: 'D000001' }, expect.anything());
    expect(store.getSnapshot().tasks[0]?.taskStatus).toBe(2);
    // Done: nothing is in progress, nothing more is checked.
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.check).toHaveBeenCalledTimes(1);
    store.prepend(drawTask(3, { taskStatus: 0 }));
    store.dispose();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.check).toHaveBeenCalledTimes(1);
  });
});
