import type { AsrTask } from '@dubkit/sdk-core';
import { ASR_PAGE_SIZE, asrResultUnavailable } from '@dubkit/sdk-core/speech-to-text';
import { useState } from 'react';
import { useDubKit } from '../../../provider';
import { usePagedList } from '../../../shared/usePagedList';
import { useToolsMessages } from '../../copy';
import { isProcessing } from './taskStatus';

/** How often a page with tasks still processing is checked while it is shown. */
export const ASR_TASK_POLL_MS = 5000;

export interface UseAsrTaskListOptions {
  /** The list is shown (its tab selected): only then are processing tasks polled. */
  active?: boolean;
  /** 查看结果 of a finished task. */
  onView?: (task: AsrTask) => void;
  pollIntervalMs?: number;
}

/**
 * The task management tab (spec part 2 §2, §4, §9): 10 tasks a page, refresh, view (only at status 0, else the
 * 任务未完成 warning with the status text), delete with a confirm; a page with processing tasks is checked every 5 s
 * while it is in view.
 */
export function useAsrTaskList({
  active = true,
  onView,
  pollIntervalMs = ASR_TASK_POLL_MS,
}: UseAsrTaskListOptions = {}) {
  const { client, toaster } = useDubKit();
  const messages = useToolsMessages();
  const tasks = usePagedList<AsrTask>({
    active,
    pageSize: ASR_PAGE_SIZE,
    fetchPage: (page, signal) => client.tools.asrTasks({ page, pageSize: ASR_PAGE_SIZE }, { signal, handled: true }),
    pending: isProcessing,
    pollIntervalMs,
  });
  const [deleting, setDeleting] = useState<AsrTask | null>(null);
  const { reload } = tasks;

  return {
    messages,
    status: tasks.status,
    loading: tasks.loading,
    failed: tasks.failed,
    list: tasks.list,
    total: tasks.total,
    page: tasks.page,
    pages: tasks.pages,
    setPage: tasks.setPage,
    refresh: reload,
    view: (task: AsrTask) => {
      if (task.taskStatus === 0) onView?.(task);
      else toaster.warning(asrResultUnavailable(task.taskStatusText));
    },
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: async () => {
      if (!deleting) return;
      try {
        await client.tools.asrDeleteTask({ taskCode: deleting.taskCode }, { handled: true });
      } catch (error) {
        toaster.error(error instanceof Error ? error.message : String(error));
        throw error;
      }
      setDeleting(null);
      toaster.success(messages.asrDeleted);
      reload();
    },
  };
}

export type AsrTaskListState = ReturnType<typeof useAsrTaskList>;
