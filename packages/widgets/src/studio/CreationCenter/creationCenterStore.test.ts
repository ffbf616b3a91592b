import type { Work } from '@dubkit/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { tasks, works } from '../../testing/studio/fixtures';
import { type CreationCenterCalls, createCreationCenterStore } from './creationCenterStore';

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
});
