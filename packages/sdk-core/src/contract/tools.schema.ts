import type { InferInput, InferOutput } from 'valibot';
import { maxValue, minValue, number, optional, picklist, pipe, regex, string } from 'valibot';
import { ASR_MAX_DURATION_SECONDS, ASR_MAX_FILE_BYTES, ASR_PAGE_SIZE, SHARE_URL_MAX_LENGTH } from '../constants';
import { fields, int, page, pageSize, queryInteger, required, requiredMax } from './fields';

/** Request schemas of the smart tools (spec part 2 §5 and §9). */

/* @__NO_SIDE_EFFECTS__ */
function extension(pattern: RegExp, message: string) {
  return pipe(string(message), regex(pattern, message));
}

/** type 0 general, 1 handwriting; jpg or png only. */
export const ocrPolicyQuery = fields({
  filename: extension(/\.(jpe?g|png)$/i, '图片格式仅支持 jpg/png'),
  type: pipe(queryInteger, picklist([0, 1])),
});
export const rwmParseQuery = fields({
  shareUrl: requiredMax('请输入视频链接', SHARE_URL_MAX_LENGTH, `视频链接不能超过${SHARE_URL_MAX_LENGTH}个字符`),
  captcha: required('请输入验证码'),
});
export const rwmLegacyBody = fields({
  url: requiredMax('请输入视频链接', SHARE_URL_MAX_LENGTH, `视频链接不能超过${SHARE_URL_MAX_LENGTH}个字符`),
  captcha: required('请输入验证码'),
});
export const asrTaskListBody = fields({ page, pageSize: optional(pageSize, ASR_PAGE_SIZE) });
export const asrTaskCodeQuery = fields({ taskCode: required('taskCode为空') });
/** Audio .mp3/.wav or video .mp4/.m4a/.mov, under 100 MB and at most 20 minutes. */
export const asrPolicyBody = fields({
  filename: extension(/\.(mp3|wav|mp4|m4a|mov)$/i, '文件格式仅支持 mp3/wav/mp4/m4a/mov'),
  fileLength: pipe(int, minValue(1), maxValue(ASR_MAX_FILE_BYTES - 1, '文件大小不超过100M')),
  duration: pipe(number(), minValue(0), maxValue(ASR_MAX_DURATION_SECONDS, '音频时长不超过20分钟')),
});
export const asrShareUrlBody = fields({
  shareUrl: requiredMax('请输入视频分享链接', SHARE_URL_MAX_LENGTH, `视频链接不能超过${SHARE_URL_MAX_LENGTH}个字符`),
});

export const blobFetchQuery = fields({
  url: pipe(required('视频链接为空，无法下载'), regex(/^https?:\/\/\S+$/i, '视频链接需以 http:// 或 https:// 开头')),
});

export type OcrPolicyQuery = InferOutput<typeof ocrPolicyQuery>;
export type RwmParseQuery = InferOutput<typeof rwmParseQuery>;
export type RwmLegacyBody = InferInput<typeof rwmLegacyBody>;
export type AsrTaskListBody = InferInput<typeof asrTaskListBody>;
export type AsrTaskCodeQuery = InferOutput<typeof asrTaskCodeQuery>;
export type AsrPolicyBody = InferInput<typeof asrPolicyBody>;
export type AsrShareUrlBody = InferInput<typeof asrShareUrlBody>;
export type BlobFetchQuery = InferOutput<typeof blobFetchQuery>;

export const toolsSchemas = {
  ocrPolicy: ocrPolicyQuery,
  rwmParse: rwmParseQuery,
  rwmLegacy: rwmLegacyBody,
  asrTasks: asrTaskListBody,
  asrTaskDetails: asrTaskCodeQuery,
  asrPolicy: asrPolicyBody,
  asrDeleteTask: asrTaskCodeQuery,
  asrParseShareUrl: asrShareUrlBody,
  blobFetch: blobFetchQuery,
};
