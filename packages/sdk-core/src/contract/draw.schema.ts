import * as v from 'valibot';
import { DRAW_PAGE_SIZE, DRAW_PROMPT_MAX_LENGTH, DRAW_SIZES } from '../constants';
import { fields, page, pageSize, required, requiredMax } from './fields';

/** Request schemas of AI drawing (spec part 2 §5 and §9). */

export const drawTaskListBody = fields({ page, pageSize: v.optional(pageSize, DRAW_PAGE_SIZE) });
export const drawTaskCodeQuery = fields({ taskCode: required('任务编号不能为空') });
/** png or jpeg reference images only. */
export const drawPolicyQuery = fields({
  filename: v.pipe(v.string('图片格式仅支持 png/jpeg'), v.regex(/\.(png|jpe?g)$/i, '图片格式仅支持 png/jpeg')),
});
// The spec names rules for style, count and size without their texts; these are ours.
export const drawTaskAddBody = fields({
  styleId: v.pipe(v.number('请选择绘画风格'), v.integer('请选择绘画风格'), v.minValue(0, '请选择绘画风格')),
  prompt: requiredMax('请输入画面描述词', DRAW_PROMPT_MAX_LENGTH, `画面描述词不能超过${DRAW_PROMPT_MAX_LENGTH}个字符`),
  size: v.picklist(DRAW_SIZES, '请选择图片尺寸'),
  count: v.pipe(
    v.number('请选择图片数量'),
    v.integer('请选择图片数量'),
    v.minValue(1, '请选择图片数量'),
    v.maxValue(4, '请选择图片数量'),
  ),
  refImage: v.optional(v.string()),
  /** repaint keeps the content (参考内容); refonly the picture (参考画面, the default). */
  refMode: v.optional(v.picklist(['repaint', 'refonly']), 'refonly'),
  /** The strength slider (default 50) sent as a fraction. */
  refStrength: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.5),
});

export type DrawTaskListBody = v.InferInput<typeof drawTaskListBody>;
export type DrawTaskCodeQuery = v.InferOutput<typeof drawTaskCodeQuery>;
export type DrawPolicyQuery = v.InferOutput<typeof drawPolicyQuery>;
export type DrawTaskAddBody = v.InferInput<typeof drawTaskAddBody>;

export const drawSchemas = {
  ossPolicy: drawPolicyQuery,
  tasks: drawTaskListBody,
  check: drawTaskCodeQuery,
  add: drawTaskAddBody,
  regenerate: drawTaskCodeQuery,
  delete: drawTaskCodeQuery,
};
