import type { AsrTask } from '@dubkit/sdk-core';
import { ASR_TASK_STATUS } from '@dubkit/sdk-core/speech-to-text';

/** How a task's status shows (spec part 2 §4): 0 success (green), 2 failed (red), anything else processing. */
export type AsrTaskTone = 'success' | 'failed' | 'processing';

export function asrTaskTone(status: number): AsrTaskTone {
  if (status === ASR_TASK_STATUS.success) return 'success';
  return status === ASR_TASK_STATUS.failed ? 'failed' : 'processing';
}

/** Whether any task of the page is still being transcribed (the list is then checked again). */
export const anyProcessing = (tasks: readonly AsrTask[]) =>
  tasks.some((task) => asrTaskTone(task.taskStatus) === 'processing');
