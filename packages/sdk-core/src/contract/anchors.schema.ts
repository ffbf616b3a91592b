import type { InferInput, InferOutput } from 'valibot';
import { integer, maxValue, minValue, number, optional, pipe, string } from 'valibot';
import {
  ANCHOR_PAGE_SIZE,
  CUSTOM_ANCHOR_COMMENT_MAX_LENGTH,
  CUSTOM_ANCHOR_NAME_MAX_LENGTH,
  CUSTOM_ANCHOR_TEXT_MAX_LENGTH,
} from '../constants';
import { PITCH_RANGE, PROSODY_RANGE_MESSAGES, SPEED_RANGE, VOLUME_RANGE } from '../rules/prosody';
import {
  anchorId,
  fields,
  id,
  integerOf,
  intensity,
  page,
  pageSize,
  queryAnchorType,
  queryId,
  queryInteger,
  required,
  requiredMax,
} from './fields';

/** Request schemas of the anchor library and custom anchors (spec part 1 §5, part 2 §5). */

const queryAnchorId = pipe(integerOf('无法识别主播ID'), minValue(1, '无法识别主播ID'));
/* @__NO_SIDE_EFFECTS__ */
function filter(fallback: number) {
  return optional(pipe(queryInteger, minValue(0)), fallback);
}

/** Filter condition; defaults sort 1, language 1, others 0. */
export const anchorSearchBody = fields({
  page: optional(page, 1),
  pageSize: optional(pageSize, ANCHOR_PAGE_SIZE),
  sort: filter(1),
  sceneId: filter(0),
  languageId: filter(1),
  localeId: filter(0),
  sex: filter(0),
  aiLevel: filter(0),
});
export const localesQuery = fields({ languageId: queryId });
export const searchByNameQuery = fields({ page, name: required('请输入搜索内容') });
export const anchorDetailQuery = fields({ anchorId: queryAnchorId, anchorType: queryAnchorType });
export const anchorIdQuery = fields({ anchorId: queryAnchorId });
// Shape not shown in the spec: the custom anchor search takes an optional page and name.
export const customSearchQuery = fields({
  page: optional(page),
  pageSize: optional(pageSize),
  name: optional(string()),
});

const { pitch, speed, volume } = PROSODY_RANGE_MESSAGES;
/** The editable fields of a custom anchor; name and intro take the save-template dialog's limits. */
const customAnchorFields = {
  name: requiredMax(
    '主播名称不能为空',
    CUSTOM_ANCHOR_NAME_MAX_LENGTH,
    `主播名称不能超过${CUSTOM_ANCHOR_NAME_MAX_LENGTH}个字符`,
  ),
  comment: requiredMax(
    '主播简介不能为空',
    CUSTOM_ANCHOR_COMMENT_MAX_LENGTH,
    `主播简介不能超过${CUSTOM_ANCHOR_COMMENT_MAX_LENGTH}个字符`,
  ),
  intensity: optional(intensity, 1),
  role: optional(string(), ''),
  pitch: pipe(number(), integer(), minValue(PITCH_RANGE.min, pitch), maxValue(PITCH_RANGE.max, pitch)),
  speed: pipe(number(), minValue(SPEED_RANGE.min, speed), maxValue(SPEED_RANGE.max, speed)),
  volume: pipe(number(), integer(), minValue(VOLUME_RANGE.min, volume), maxValue(VOLUME_RANGE.max, volume)),
  text: requiredMax(
    '试听内容不能为空',
    CUSTOM_ANCHOR_TEXT_MAX_LENGTH,
    `试听内容不能超过${CUSTOM_ANCHOR_TEXT_MAX_LENGTH}个字符`,
  ),
};
export const customAnchorAddBody = fields({ templateId: id, ...customAnchorFields });
export const customAnchorUpdateBody = fields({
  id: pipe(anchorId, minValue(1, '无法识别主播ID')),
  ...customAnchorFields,
});

export type AnchorSearchBody = InferInput<typeof anchorSearchBody>;
export type LocalesQuery = InferOutput<typeof localesQuery>;
export type SearchByNameQuery = InferOutput<typeof searchByNameQuery>;
export type AnchorDetailQuery = InferOutput<typeof anchorDetailQuery>;
export type AnchorIdQuery = InferOutput<typeof anchorIdQuery>;
export type CustomSearchQuery = InferOutput<typeof customSearchQuery>;
export type CustomAnchorAddBody = InferInput<typeof customAnchorAddBody>;
export type CustomAnchorUpdateBody = InferInput<typeof customAnchorUpdateBody>;

export const anchorsSchemas = {
  locales: localesQuery,
  search: anchorSearchBody,
  searchByName: searchByNameQuery,
  detail: anchorDetailQuery,
  favorite: anchorIdQuery,
  unfavorite: anchorIdQuery,
  customSearch: customSearchQuery,
  customDetail: anchorIdQuery,
  customDelete: anchorIdQuery,
  customAdd: customAnchorAddBody,
  customUpdate: customAnchorUpdateBody,
};
