import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPagedList, pageAfterDelete } from './pagedList';

afterEach(() => vi.useRealTimers());

describe('paged list', () => {
  it('shows an error state when the list fails and recovers on load', async () => {
    let fail = true;
    const list = createPagedList({
      pageSize: 10,
      fetchPage: async () => {
        if (fail) throw new Error('down');
        return { total: 1, list: ['a'] };
      },
    });
    await list.load();
    expect(list.getSnapshot()).toMatchObject({ status: 'error', loaded: false });
    fail = false;
    await list.load();
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', list: ['a'], pages: 1, loaded: true });
  });

  it('keeps only the latest answer', async () => {
    const answers: Array<(value: { total: number; list: string[] }) => void> = [];
    const list = createPagedList<string>({
      pageSize: 10,
      fetchPage: () => new Promise((resolve) => answers.push(resolve)),
    });
    const first = list.load();
    const second = list.setPage(2);
    answers[1]?.({ total: 12, list: ['page 2'] });
    answers[0]?.({ total: 12, list: ['page 1'] });
    await Promise.all([first, second]);
    expect(list.getSnapshot()).toMatchObject({ page: 2, list: ['page 2'] });
  });

  it('moves back a page when it comes back empty, never before the first', async () => {
    expect(pageAfterDelete(3, 0)).toBe(2);
    expect(pageAfterDelete(3, 2)).toBe(3);
    expect(pageAfterDelete(1, 0)).toBe(1);
    const items = Array.from({ length: 20 }, (_, index) => index);
    const list = createPagedList<number>({
      pageSize: 10,
      fetchPage: async (page) => ({ total: items.length, list: items.slice((page - 1) * 10, page * 10) }),
    });
    items.length = 10;
    await list.setPage(2);
    expect(list.getSnapshot()).toMatchObject({ page: 1, status: 'ready', pages: 1 });
  });

  it('checks a watched page again while an item is pending, and stops when none is or it is not watched', async () => {
    vi.useFakeTimers();
    let state = 'processing';
    const fetchPage = vi.fn(async () => ({ total: 1, list: [state] }));
    const list = createPagedList<string>({
      pageSize: 10,
      fetchPage,
      pending: (item) => item === 'processing',
      pollIntervalMs: 5000,
    });
    await list.load();
    await vi.advanceTimersByTimeAsync(6000);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    list.watch(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    list.watch(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    list.watch(true);
    state = 'done';
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(list.getSnapshot().list).toEqual(['done']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    list.dispose();
  });
});
