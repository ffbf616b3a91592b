import type { InferInput, InferOutput } from 'valibot';
import { integer, maxValue, minValue, number, optional, picklist, pipe, regex, string } from 'valibot';
import { DRAW_PAGE_SIZE, DRAW_PROMPT_MAX_LENGTH, DRAW_SIZES } from '../constants';
import { fields, page, pageSize, required, requiredMax } from './fields';

/** Request schemas of AI drawing (spec part 2 §5 and §9). */

export const drawTaskListBody = fields({ page, pageSize: optional(pageSize, DRAW_PAGE_SIZE) });
export const drawTaskCodeQuery = fields({ taskCode: required('任务编号不能为空') });
/** png or jpeg reference images only. */
export const drawPolicyQuery = fields({
  filename: pipe(string('图片格式仅支持 png/jpeg'), regex(/\.(png|jpe?g)$/i, '图片格式仅支持 png/jpeg')),
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
    maxValue(4, '请选择图片数量'),
  ),
  refImage: optional(string()),
  /** repaint keeps the content (参考内容); refonly the picture (参考画面, the default). */
  refMode: optional(picklist(['repaint', 'refonly']), 'refonly'),
  /** The strength slider (default 50) sent as a fraction. */
  refStrength: optional(pipe(number(), minValue(0), maxValue(1)), 0.5),
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
