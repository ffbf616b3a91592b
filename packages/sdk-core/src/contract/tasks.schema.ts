import type { InferInput } from 'valibot';
import { boolean, literal, optional, picklist, string } from 'valibot';
import { DEFAULT_BGM_VOLUME, TASK_PAGE_SIZE } from '../constants';
import { DEFAULT_SAMPLE_RATE } from '../rules/membership';
import {
  anchorId,
  anchorType,
  fade,
  fields,
  id,
  intensity,
  loudnessTarget,
  page,
  pageSize,
  pitchRate,
  required,
  speechRate,
  volume,
} from './fields';
import { workTitle } from './works.schema';

/** Request schemas of audition and synthesis tasks (spec part 2 §7 and §9). */

/** Synthesis parameters shared by audition and task submit, with the spec's defaults. */
const synthesis = {
  templateId: optional(id, 0),
  intensity: optional(intensity, 1),
  role: optional(string(), ''),
  pitchRate: optional(pitchRate, 0),
  speechRate: optional(speechRate, 1),
  sampleRate: optional(picklist([8000, 16000, 24000, 48000]), DEFAULT_SAMPLE_RATE),
  bgmId: optional(id, 0),
  bgmVolume: optional(volume, DEFAULT_BGM_VOLUME),
  bgmFadein: optional(fade, 0),
  bgmFadeout: optional(fade, 0),
};

/** The text is encrypted with the audition key (see `encryptText`); the toolbar audition sends anchorId 0. */
export const auditionBody = fields({
  ...synthesis,
  anchorId: optional(anchorId, 0),
  volume: optional(volume, 70),
  text: required('试听内容不能为空'),
});
export const taskAddBody = fields({
  ...synthesis,
  title: workTitle,
  anchorType,
  anchorId,
  volume: optional(volume, 100),
  text: required('配音内容不能为空'),
  version: optional(literal(2), 2),
  /** Not in the spec: the speech after each subtitle cue of the script starts at the cue and is fitted to its slot. */
  fitToTiming: optional(boolean(), false),
  /**
   * Not in the spec: the integrated loudness (LUFS) the task's audio is mastered to, one of LOUDNESS_TARGETS; without
   * it, the server's default (DUBKIT_LOUDNESS_TARGET, else DEFAULT_LOUDNESS_TARGET).
   */
  loudnessTarget: optional(loudnessTarget),
});
/** Not in the spec: how each cue of a script would fit its slot in a task's voice (before submitting with fitToTiming). */
export const fitReportBody = fields({
  ...synthesis,
  anchorType,
  anchorId,
  volume: optional(volume, 100),
  text: required('配音内容不能为空'),
});
export const taskListQuery = fields({ page, size: optional(pageSize, TASK_PAGE_SIZE) });
export const taskDeleteBody = fields({ code: required('任务编号不能为空') });

export type AuditionBody = InferInput<typeof auditionBody>;
export type TaskAddBody = InferInput<typeof taskAddBody>;
export type FitReportBody = InferInput<typeof fitReportBody>;
export type TaskListQuery = InferInput<typeof taskListQuery>;
export type TaskDeleteBody = InferInput<typeof taskDeleteBody>;

export const tasksSchemas = {
  audition: auditionBody,
  add: taskAddBody,
  fitReport: fitReportBody,
  list: taskListQuery,
  delete: taskDeleteBody,
};
