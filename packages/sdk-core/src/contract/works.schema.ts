import type { InferInput, InferOutput } from 'valibot';
import { boolean, check, literal, minValue, optional, pipe, string, trim } from 'valibot';
import { DEFAULT_BGM_VOLUME, WORK_PAGE_SIZE } from '../constants';
import { WORK_TITLE_MESSAGE, WORK_TITLE_PATTERN } from '../rules/creation';
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
  queryId,
  required,
  speechRate,
  volume,
} from './fields';

/** Request schemas of drafts and the editor's materials (spec part 2 §5 and §7). */

/** A blank title is allowed: it is filled from the content on submit. */
export const workTitle = optional(
  pipe(
    string(),
    trim(),
    check((title) => !title || WORK_TITLE_PATTERN.test(title), WORK_TITLE_MESSAGE),
  ),
  '',
);

export const workSaveBody = fields({
  /** 0 saves a new work; the reply's workId is used from then on. */
  workId: optional(id, 0),
  title: workTitle,
  anchorType,
  anchorId,
  templateId: optional(id, 0),
  role: optional(string(), ''),
  intensity: optional(intensity, 1),
  pitchRate: optional(pitchRate, 0),
  speechRate: optional(speechRate, 1),
  volume: optional(volume, 100),
  text: required('文案内容不能为空'),
  // Not in the spec's table: the draft keeps its background music, so reopening it restores the mix.
  bgmId: optional(id, 0),
  bgmVolume: optional(volume, DEFAULT_BGM_VOLUME),
  bgmFadein: optional(fade, 0),
  bgmFadeout: optional(fade, 0),
  /**
   * Not in the spec: the draft keeps its task settings, so reopening it restores them: 对齐字幕时间 and the loudness
   * (LUFS) its task is mastered to. A body without one saves the draft without it (the studio then decides).
   */
  fitToTiming: optional(boolean()),
  loudnessTarget: optional(loudnessTarget),
  /** Content version: drafts are always saved in version 2. */
  version: optional(literal(2), 2),
});
export const workListQuery = fields({ page, pageSize: optional(pageSize, WORK_PAGE_SIZE) });
export const workIdQuery = fields({ workId: pipe(queryId, minValue(1)) });
export const soundSearchBody = fields({ styleId: id });
export const bgmListQuery = fields({ page, pageSize });

export type WorkSaveBody = InferInput<typeof workSaveBody>;
export type WorkListQuery = InferInput<typeof workListQuery>;
export type WorkIdQuery = InferOutput<typeof workIdQuery>;
export type SoundSearchBody = InferInput<typeof soundSearchBody>;
export type BgmListQuery = InferOutput<typeof bgmListQuery>;

export const worksSchemas = {
  save: workSaveBody,
  list: workListQuery,
  detail: workIdQuery,
  delete: workIdQuery,
  sounds: soundSearchBody,
  bgmList: bgmListQuery,
};
