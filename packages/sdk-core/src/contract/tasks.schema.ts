import * as v from 'valibot';
import { SAMPLE_RATE, TASK_PAGE_SIZE } from '../constants';
import {
  anchorType,
  fade,
  fields,
  id,
  intensity,
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
  templateId: v.optional(id, 0),
  intensity: v.optional(intensity, 1),
  role: v.optional(v.string(), ''),
  pitchRate: v.optional(pitchRate, 0),
  speechRate: v.optional(speechRate, 1),
  sampleRate: v.optional(v.picklist([8000, 16000, 24000, 48000]), SAMPLE_RATE),
  bgmId: v.optional(id, 0),
  bgmVolume: v.optional(volume, 50),
  bgmFadein: v.optional(fade, 0),
  bgmFadeout: v.optional(fade, 0),
};

/** The text is encrypted with the audition key (see `encryptText`); the toolbar audition sends anchorId 0. */
export const auditionBody = fields({
  ...synthesis,
  anchorId: v.optional(id, 0),
  volume: v.optional(volume, 70),
  text: required('试听内容不能为空'),
});
export const taskAddBody = fields({
  ...synthesis,
  title: workTitle,
  anchorType,
  anchorId: id,
  volume: v.optional(volume, 100),
  text: required('配音内容不能为空'),
  version: v.optional(v.literal(2), 2),
});
export const taskListQuery = fields({ page, size: v.optional(pageSize, TASK_PAGE_SIZE) });
export const taskDeleteBody = fields({ code: required('任务编号不能为空') });

export type AuditionBody = v.InferInput<typeof auditionBody>;
export type TaskAddBody = v.InferInput<typeof taskAddBody>;
export type TaskListQuery = v.InferInput<typeof taskListQuery>;
export type TaskDeleteBody = v.InferInput<typeof taskDeleteBody>;

export const tasksSchemas = {
  audition: auditionBody,
  add: taskAddBody,
  list: taskListQuery,
  delete: taskDeleteBody,
};
