import * as v from 'valibot';
import { ASR_MAX_DURATION_SECONDS, ASR_MAX_FILE_BYTES, ASR_PAGE_SIZE, SHARE_URL_MAX_LENGTH } from '../constants';
import { fields, integer, page, pageSize, queryInteger, required, requiredMax } from './fields';

/** Request schemas of the smart tools (spec part 2 §5 and §9). */

const extension = (pattern: RegExp, message: string) => v.pipe(v.string(message), v.regex(pattern, message));

/** type 0 general, 1 handwriting; jpg or png only. */
export const ocrPolicyQuery = fields({
  filename: extension(/\.(jpe?g|png)$/i, '图片格式仅支持 jpg/png'),
  type: v.pipe(queryInteger, v.picklist([0, 1])),
});
export const rwmParseQuery = fields({
  shareUrl: requiredMax('请输入视频链接', SHARE_URL_MAX_LENGTH, `视频链接不能超过${SHARE_URL_MAX_LENGTH}个字符`),
  captcha: required('请输入验证码'),
});
export const rwmLegacyBody = fields({
  url: requiredMax('请输入视频链接', SHARE_URL_MAX_LENGTH, `视频链接不能超过${SHARE_URL_MAX_LENGTH}个字符`),
  captcha: required('请输入验证码'),
});
export const asrTaskListBody = fields({ page, pageSize: v.optional(pageSize, ASR_PAGE_SIZE) });
export const asrTaskCodeQuery = fields({ taskCode: required('taskCode为空') });
/** Audio .mp3/.wav or video .mp4/.m4a/.mov, under 100 MB and at most 20 minutes. */
export const asrPolicyBody = fields({
  filename: extension(/\.(mp3|wav|mp4|m4a|mov)$/i, '文件格式仅支持 mp3/wav/mp4/m4a/mov'),
  fileLength: v.pipe(integer, v.minValue(1), v.maxValue(ASR_MAX_FILE_BYTES - 1, '文件大小不超过100M')),
  duration: v.pipe(v.number(), v.minValue(0), v.maxValue(ASR_MAX_DURATION_SECONDS, '音频时长不超过20分钟')),
});
export const asrShareUrlBody = fields({
  shareUrl: requiredMax('请输入视频分享链接', SHARE_URL_MAX_LENGTH, `视频链接不能超过${SHARE_URL_MAX_LENGTH}个字符`),
});

export type OcrPolicyQuery = v.InferOutput<typeof ocrPolicyQuery>;
export type RwmParseQuery = v.InferOutput<typeof rwmParseQuery>;
export type RwmLegacyBody = v.InferInput<typeof rwmLegacyBody>;
export type AsrTaskListBody = v.InferInput<typeof asrTaskListBody>;
export type AsrTaskCodeQuery = v.InferOutput<typeof asrTaskCodeQuery>;
export type AsrPolicyBody = v.InferInput<typeof asrPolicyBody>;
export type AsrShareUrlBody = v.InferInput<typeof asrShareUrlBody>;

export const toolsSchemas = {
  ocrPolicy: ocrPolicyQuery,
  rwmParse: rwmParseQuery,
  rwmLegacy: rwmLegacyBody,
  asrTasks: asrTaskListBody,
  asrTaskDetails: asrTaskCodeQuery,
  asrPolicy: asrPolicyBody,
  asrDeleteTask: asrTaskCodeQuery,
  asrParseShareUrl: asrShareUrlBody,
};
