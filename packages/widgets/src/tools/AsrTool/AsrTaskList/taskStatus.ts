import type { AsrTask } from '@dubkit/sdk-core';
import { ASR_TASK_STATUS } from '@dubkit/sdk-core/speech-to-text';

/** How a task's status shows (spec part 2 §4): 0 success (green), 2 failed (red), anything else processing. */
export type AsrTaskTone = 'success' | 'failed' | 'processing';

export function asrTaskTone(status: number): AsrTaskTone {
  if (status === ASR_TASK_STATUS.success) return 'success';
  return status === ASR_TASK_STATUS.failed ? 'failed' : 'processing';
}

/** A task still being transcribed: its page is checked again. */
export const isProcessing = (task: AsrTask) => asrTaskTone(task.taskStatus) === 'processing';
