import { drawTaskFailed, drawTaskInProgress } from '@dubkit/sdk-core';

/** A draw task's state by its taskStatus (sdk-core's draw rules): in progress, done or failed. */
export type DrawTaskPhase = 'processing' | 'done' | 'failed';

export function drawTaskPhase(taskStatus: number): DrawTaskPhase {
  if (drawTaskInProgress(taskStatus)) return 'processing';
  return drawTaskFailed(taskStatus) ? 'failed' : 'done';
}
