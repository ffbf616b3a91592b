import type { CueFit } from '../rules/subtitleFit';
import { get, type Page, post, postAudio } from './define';
import type { AuditionBody, FitReportBody, TaskAddBody, TaskDeleteBody, TaskListQuery } from './tasks.schema';

/** Submit result: status 200 submitted; 402 means a membership is needed. */
export interface TaskAdded {
  status: number;
  statusText: string;
}

/** A synthesis task. Status 1 is done: only then can the file be played or downloaded. */
export interface Task {
  code: string;
  title: string;
  anchorName: string;
  styleName: string;
  length: number;
  createTime: number;
  status: number;
  statusName: string;
  filepath: string;
  audioBgmPath: string;
  /** Not in the spec: the synthesised audio's planned duration in ms once done (0 before). */
  durationMs: number;
  /**
   * Not in the spec: once done, signed links to the subtitles of the audio (one cue per spoken sentence, timed to the
   * audio as rendered), as SubRip and WebVTT; like `filepath`, `download=1` makes them attachments. Absent for tasks
   * finished before subtitles were made, and until a task is done.
   */
  subtitles?: { srt: string; vtt: string };
}

/** One cue of a script and how its speech fits its slot (`fitCue`), in the script's order. */
export interface CueFitReport extends CueFit {
  startMs: number;
  endMs: number;
  /** What is read in the slot, as shown. */
  text: string;
}

export const tasks = {
  /** Replies audio/mpeg, or a JSON envelope on error. */
  audition: postAudio<AuditionBody, ArrayBuffer>('/api/tts/audition'),
  add: post<TaskAddBody, TaskAdded>('/api/tts/task/v2/add'),
  /** Not in the spec: each cue's fit in the task's voice, its speech spoken (and kept in the sentence cache) to measure it. */
  fitReport: post<FitReportBody, CueFitReport[]>('/api/tts/task/fitReport'),
  list: get<TaskListQuery, Page<Task>>('/api/tts/task/list'),
  delete: post<TaskDeleteBody>('/api/tts/task/delete'),
};
