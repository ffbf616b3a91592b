import type { AsrTask, Page } from '@dubkit/sdk-core';
import { ASR_PAGE_SIZE, asrResultUnavailable } from '@dubkit/sdk-core/speech-to-text';
import { useEffect, useState } from 'react';
import { useDubKit } from '../../../provider';
import { useRemote } from '../../../shared/useRemote';
import { anyProcessing } from './taskStatus';

/** How often a page with tasks still processing is checked while it is shown. */
export const ASR_TASK_POLL_MS = 5000;

export interface UseAsrTaskListOptions {
  /** The list is shown (its tab selected): only then are processing tasks polled. */
  active?: boolean;
  /** 查看结果 of a finished task. */
  onView?: (task: AsrTask) => void;
  pollIntervalMs?: number;
}

/** The page is in view: the tab is shown and the browser tab is visible. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const update = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
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
  const { client, messages, toaster } = useDubKit();
  const [page, setPage] = useState(1);
  const tasks = useRemote<Page<AsrTask>>(
    active ? `asr-tasks:${page}` : null,
    (signal) => client.tools.asrTasks({ page, pageSize: ASR_PAGE_SIZE }, { signal, handled: true }),
    { keepPrevious: true },
  );
  const list = tasks.data?.list ?? [];
  const total = tasks.data?.total ?? 0;
  const pages = Math.ceil(total / ASR_PAGE_SIZE);
  const visible = usePageVisible();
  const polling = active && visible && tasks.status === 'ready' && anyProcessing(list);
  const { reload } = tasks;
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(reload, pollIntervalMs);
    return () => clearTimeout(timer);
  }, [polling, reload, pollIntervalMs]);

  const [deleting, setDeleting] = useState<AsrTask | null>(null);
  // A page emptied by a delete shows the one before it.
  useEffect(() => {
    if (tasks.status === 'ready' && list.length === 0 && page > 1) setPage(page - 1);
  }, [tasks.status, list.length, page]);

  return {
    messages,
    status: tasks.status,
    /** Nothing to show yet (the first load); a poll or page change keeps the list shown. */
    loading: tasks.status === 'loading' && !tasks.data,
    failed: tasks.status === 'error' && !tasks.data,
    list,
    total,
    page,
    pages,
    setPage,
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
