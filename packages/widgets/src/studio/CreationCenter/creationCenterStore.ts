import type { DubKitClient, Task, Work } from '@dubkit/sdk-core';
import { TASK_PAGE_SIZE, WORK_PAGE_SIZE } from '@dubkit/sdk-core/studio';
import { createPagedList, type PagedList } from '../../shared/pagedList';

export interface CreationCenterCalls {
  tasks: Pick<DubKitClient['tasks'], 'list'>;
  works: Pick<DubKitClient['works'], 'list' | 'delete'>;
}

export interface CreationCenterStore {
  /** Voice-over tasks, 13 a page. */
  tasks: PagedList<Task>;
  /** Drafts, 10 a page. */
  drafts: PagedList<Work>;
  /** Deletes a draft and reloads the drafts (a page emptied by it moves back one); rejects when refused. */
  deleteDraft(workId: number): Promise<void>;
  dispose(): void;
}

export function createCreationCenterStore(calls: CreationCenterCalls): CreationCenterStore {
  const tasks = createPagedList<Task>({
    pageSize: TASK_PAGE_SIZE,
    fetchPage: (page, signal) => calls.tasks.list({ page, size: TASK_PAGE_SIZE }, { handled: true, signal }),
  });
  const drafts = createPagedList<Work>({
    pageSize: WORK_PAGE_SIZE,
    fetchPage: (page, signal) => calls.works.list({ page, pageSize: WORK_PAGE_SIZE }, { handled: true, signal }),
  });
  return {
    tasks,
    drafts,
    async deleteDraft(workId) {
      await calls.works.delete({ workId });
      await drafts.load();
    },
    dispose() {
      tasks.dispose();
      drafts.dispose();
    },
  };
}
