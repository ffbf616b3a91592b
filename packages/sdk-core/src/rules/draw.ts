import { DRAW_REF_IMAGE_TYPES, DRAW_REF_MAX_FILE_BYTES, DRAW_TASK_STATUS } from '../constants';
import type { PickedFile } from './tools';

const DRAW_REF_EXTENSION = /\.(jpe?g|png)$/i;

/** Why a picture cannot be a drawing's reference image (spec part 2 §5), or null: png or jpeg only, under 5 MB. */
export function drawRefImageRefusal(file: PickedFile): string | null {
  const typed = (DRAW_REF_IMAGE_TYPES as readonly string[]).includes(file.type);
  // A file from disk may have no type; its name then decides, as the upload policy's file name rule does.
  if (!typed && !(file.type === '' && DRAW_REF_EXTENSION.test(file.name))) return '图片格式仅支持 png/jpeg';
  if (file.size >= DRAW_REF_MAX_FILE_BYTES) return '图片文件大小不超过5M';
  return null;
}

/** Status 0 (queued) and 1 (generating): the task shows its processing animation, status text and refresh. */
export function drawTaskInProgress(taskStatus: number): boolean {
  return taskStatus === DRAW_TASK_STATUS.queued || taskStatus === DRAW_TASK_STATUS.running;
}

/** Any status above 1 (done or failed) may be generated again with the same parameters. */
export function drawTaskCanRegenerate(taskStatus: number): boolean {
  return taskStatus > DRAW_TASK_STATUS.running;
}

/** Anything neither in progress nor done is a failure, shown with its status text. */
export function drawTaskFailed(taskStatus: number): boolean {
  return !drawTaskInProgress(taskStatus) && taskStatus !== DRAW_TASK_STATUS.done;
}
