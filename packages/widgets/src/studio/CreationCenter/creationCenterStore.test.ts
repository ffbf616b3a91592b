import type { Work } from '@dubkit/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { tasks, works } from '../../testing/studio/fixtures';
import { type CreationCenterCalls, createCreationCenterStore, createPagedList } from './creationCenterStore';

const pageOf = <T>(list: readonly T[], page: number, size: number) => ({
  total: list.length,
  list: list.slice((page - 1) * size, page * size),
});

function fakeCalls() {
  let drafts: Work[] = [...works];
  const taskList = vi.fn(async ({ page, size }: { page: number; size?: number }) => pageOf(tasks, page, size ?? 13));
  const workList = vi.fn(async ({ page, pageSize }: { page: number; pageSize?: number }) =>
    pageOf(drafts, page, pageSize ?? 10),
  );
  const remove = vi.fn(async ({ workId }: { workId: number }) => {
    drafts = drafts.filter((work) => work.workId !== workId);
    return null;
  });
  const calls = {
    tasks: { list: taskList },
    works: { list: workList, delete: remove },
  } as unknown as CreationCenterCalls;
  return { calls, taskList, workList, remove };
}

describe('creation center store', () => {
  it('loads tasks 13 a page and drafts 10 a page', async () => {
    const { calls, taskList, workList } = fakeCalls();
    const store = createCreationCenterStore(calls);
    await store.tasks.load();
    expect(taskList).toHaveBeenCalledWith({ page: 1, size: 13 }, expect.objectContaining({ handled: true }));
    expect(store.tasks.getSnapshot()).toMatchObject({ status: 'ready', total: 30, pages: 3 });
    expect(store.tasks.getSnapshot().list).toHaveLength(13);
    await store.drafts.setPage(3);
    expect(workList).toHaveBeenCalledWith({ page: 3, pageSize: 10 }, expect.anything());
    expect(store.drafts.getSnapshot()).toMatchObject({ page: 3, total: 23, pages: 3 });
    expect(store.drafts.getSnapshot().list).toHaveLength(3);
  });

  it('deletes a draft, reloads, and moves back when its page empties', async () => {
    const { calls, remove } = fakeCalls();
    const store = createCreationCenterStore(calls);
    await store.drafts.setPage(3);
    for (const work of works.slice(20)) await store.deleteDraft(work.workId);
    expect(remove).toHaveBeenCalledTimes(3);
    expect(store.drafts.getSnapshot()).toMatchObject({ page: 2, total: 20, pages: 2 });
    expect(store.drafts.getSnapshot().list).toHaveLength(10);
  });

  it('shows an error state when the list fails and recovers on load', async () => {
    let fail = true;
    const list = createPagedList(10, async () => {
      if (fail) throw new Error('down');
      return { total: 1, list: ['a'] };
    });
    await list.load();
    expect(list.getSnapshot().status).toBe('error');
    fail = false;
    await list.load();
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', list: ['a'], pages: 1 });
  });

  it('keeps only the latest answer', async () => {
    const answers: Array<(value: { total: number; list: string[] }) => void> = [];
    const list = createPagedList<string>(10, () => new Promise((resolve) => answers.push(resolve)));
    const first = list.load();
    const second = list.setPage(2);
    answers[1]?.({ total: 12, list: ['page 2'] });
    answers[0]?.({ total: 12, list: ['page 1'] });
    await Promise.all([first, second]);
    expect(list.getSnapshot()).toMatchObject({ page: 2, list: ['page 2'] });
  });
});
