import type { InferInput, InferOutput } from 'valibot';
import { maxValue, minValue, number, optional, picklist, pipe, regex, string } from 'valibot';
import { ASR_MAX_DURATION_SECONDS, ASR_MAX_FILE_BYTES, ASR_PAGE_SIZE, SHARE_URL_MAX_LENGTH } from '../constants';
import {
  ASR_DURATION_REFUSAL,
  ASR_FILE_NAME_PATTERN,
  ASR_FILE_SIZE_REFUSAL,
  ASR_FILE_TYPE_REFUSAL,
} from '../rules/asrFiles';
import { OCR_FILE_NAME_PATTERN, OCR_TYPE_REFUSAL } from '../rules/tools';
import { fields, int, page, pageSize, queryInteger, required, requiredMax } from './fields';

/** Request schemas of the smart tools (spec part 2 §5 and §9). */

/* @__NO_SIDE_EFFECTS__ */
function extension(pattern: RegExp, message: string) {
  return pipe(string(message), regex(pattern, message));
}

/** type 0 general, 1 handwriting; OCR's image formats only. */
export const ocrPolicyQuery = fields({
  filename: extension(OCR_FILE_NAME_PATTERN, OCR_TYPE_REFUSAL),
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
/** Speech-to-text's audio and video files, within its size and duration (rules/asrFiles.ts). */
export const asrPolicyBody = fields({
  filename: extension(ASR_FILE_NAME_PATTERN, ASR_FILE_TYPE_REFUSAL),
  fileLength: pipe(int, minValue(1), maxValue(ASR_MAX_FILE_BYTES - 1, ASR_FILE_SIZE_REFUSAL)),
  duration: pipe(number(), minValue(0), maxValue(ASR_MAX_DURATION_SECONDS, ASR_DURATION_REFUSAL)),
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
