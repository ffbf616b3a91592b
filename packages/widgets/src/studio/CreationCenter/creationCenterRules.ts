import type { Task, Work } from '@dubkit/sdk-core';
import { DEFAULT_TASK_TITLE } from '@dubkit/sdk-core/studio';
import { creationHref, DEFAULT_SITE_PATHS } from '../../provider/paths';
import { apiUrl, isApiPath } from '../shared/url';

/** Tab 0 lists the voice-over tasks, tab 1 the drafts (the host keeps it in `?tab=`). */
export type CenterTab = 0 | 1;

/** The `tab` query parameter; anything but 1 is the tasks tab. */
export function tabFromParam(value: string | null | undefined): CenterTab {
  return value?.trim() === '1' ? 1 : 0;
}

/** Task status 1 is done: only then can its file be played or downloaded. */
export const TASK_DONE = 1;

export function canPlay(task: Pick<Task, 'status' | 'filepath'>): boolean {
  return task.status === TASK_DONE && task.filepath !== '';
}

export interface StatusLabels {
  queued: string;
  running: string;
  done: string;
  failed: string;
  /** With a `{status}` slot. */
  unknown: string;
}

/** The server's status name, else the label of the status number (0 queued, 2 running, 1 done, −1 failed). */
export function statusLabel(task: Pick<Task, 'status' | 'statusName'>, labels: StatusLabels): string {
  if (task.statusName) return task.statusName;
  const byNumber: Record<number, string> = { 0: labels.queued, 2: labels.running, 1: labels.done, [-1]: labels.failed };
  return byNumber[task.status] ?? labels.unknown.replace('{status}', String(task.status));
}

/** The download link: the API's own file answers as an attachment when asked with `download=1`. */
export function downloadUrl(filepath: string, baseUrl: string): string {
  const url = apiUrl(filepath, baseUrl);
  return isApiPath(filepath) ? `${url}${url.includes('?') ? '&' : '?'}download=1` : url;
}

/** A finished task's subtitle downloads, SubRip first; none for a task finished before subtitles were made. */
export function subtitleDownloads(
  task: Pick<Task, 'subtitles'>,
  baseUrl: string,
): Array<{ format: 'SRT' | 'VTT'; href: string }> {
  if (!task.subtitles) return [];
  return [
    { format: 'SRT', href: downloadUrl(task.subtitles.srt, baseUrl) },
    { format: 'VTT', href: downloadUrl(task.subtitles.vtt, baseUrl) },
  ];
}

/** Where opening a draft leads: the creation page with the draft and its voice. */
export function draftPath(
  { workId, anchorType, anchorId, templateId }: Pick<Work, 'workId' | 'anchorType' | 'anchorId' | 'templateId'>,
  creation: string = DEFAULT_SITE_PATHS.creation,
): string {
  return creationHref({ workId, anchorType, anchorId, templateId }, creation);
}

/** A blank title shows as the default task title. */
export function displayTitle(title: string): string {
  return title.trim() || DEFAULT_TASK_TITLE;
}
