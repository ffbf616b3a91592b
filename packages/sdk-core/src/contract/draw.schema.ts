import type { InferInput, InferOutput } from 'valibot';
import { integer, maxValue, minValue, number, optional, picklist, pipe, regex, string } from 'valibot';
import { DRAW_PAGE_SIZE, DRAW_PROMPT_MAX_LENGTH, DRAW_SIZES } from '../constants';
import {
  DRAW_COUNT_MAX,
  DRAW_REF_NAME_PATTERN,
  DRAW_REF_TYPE_REFUSAL,
  DRAW_STRENGTH_DEFAULT,
  drawStrengthFraction,
} from '../rules/drawForm';
import { fields, page, pageSize, required, requiredMax } from './fields';

/** Request schemas of AI drawing (spec part 2 §5 and §9). */

export const drawTaskListBody = fields({ page, pageSize: optional(pageSize, DRAW_PAGE_SIZE) });
export const drawTaskCodeQuery = fields({ taskCode: required('任务编号不能为空') });
/** Reference images of the drawing rule's formats only. */
export const drawPolicyQuery = fields({
  filename: pipe(string(DRAW_REF_TYPE_REFUSAL), regex(DRAW_REF_NAME_PATTERN, DRAW_REF_TYPE_REFUSAL)),
});
// The spec names rules for style, count and size without their texts; these are ours.
export const drawTaskAddBody = fields({
  styleId: pipe(number('请选择绘画风格'), integer('请选择绘画风格'), minValue(0, '请选择绘画风格')),
  prompt: requiredMax('请输入画面描述词', DRAW_PROMPT_MAX_LENGTH, `画面描述词不能超过${DRAW_PROMPT_MAX_LENGTH}个字符`),
  size: picklist(DRAW_SIZES, '请选择图片尺寸'),
  count: pipe(
    number('请选择图片数量'),
    integer('请选择图片数量'),
    minValue(1, '请选择图片数量'),
    maxValue(DRAW_COUNT_MAX, '请选择图片数量'),
  ),
  refImage: optional(string()),
  /** repaint keeps the content (参考内容); refonly the picture (参考画面, the default). */
  refMode: optional(picklist(['repaint', 'refonly']), 'refonly'),
  /** The strength slider sent as a fraction. */
  refStrength: optional(pipe(number(), minValue(0), maxValue(1)), drawStrengthFraction(DRAW_STRENGTH_DEFAULT)),
});

export type DrawTaskListBody = InferInput<typeof drawTaskListBody>;
export type DrawTaskCodeQuery = InferOutput<typeof drawTaskCodeQuery>;
export type DrawPolicyQuery = InferOutput<typeof drawPolicyQuery>;
export type DrawTaskAddBody = InferInput<typeof drawTaskAddBody>;

export const drawSchemas = {
  ossPolicy: drawPolicyQuery,
  tasks: drawTaskListBody,
  check: drawTaskCodeQuery,
  add: drawTaskAddBody,
  regenerate: drawTaskCodeQuery,
  delete: drawTaskCodeQuery,
};
